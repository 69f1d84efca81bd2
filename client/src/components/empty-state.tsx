import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { InboxIcon } from './icons';

export interface EmptyStateProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** What a list or widget shows when there is nothing to show (the spec's empty texts go in `title`). */
export function EmptyState({ title, text, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center px-6 py-12 text-center', className)}>
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-2xl text-brand-600">
        {icon ?? <InboxIcon />}
      </div>
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {text ? <p className="mt-1 max-w-sm text-sm text-slate-600">{text}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
