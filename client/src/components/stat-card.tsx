import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { ArrowRightIcon } from './icons';

export type Tone = 'brand' | 'emerald' | 'amber' | 'sky' | 'rose' | 'violet' | 'teal' | 'orange';

const tones: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-600',
  emerald: 'bg-emerald-50 text-emerald-600',
  amber: 'bg-amber-50 text-amber-600',
  sky: 'bg-sky-50 text-sky-600',
  rose: 'bg-rose-50 text-rose-600',
  violet: 'bg-violet-50 text-violet-600',
  teal: 'bg-teal-50 text-teal-600',
  orange: 'bg-orange-50 text-orange-600',
};

export interface StatCardProps {
  title: string;
  value: string;
  icon: ReactNode;
  tone?: Tone;
  /** When set, the whole card is a link (001 §2: dashboard cards navigate). */
  href?: string;
  loading?: boolean;
}

/** A dashboard summary card: title, icon and a figure (000 §2 "dashboard summary card"). */
export function StatCard({ title, value, icon, tone = 'brand', href, loading }: StatCardProps) {
  const body = (
    <>
      <div className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl text-[1.4rem]', tones[tone])}>{icon}</div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-600">{title}</p>
        {loading ? (
          <span className="skeleton mt-1.5 block h-7 w-20" aria-hidden="true" />
        ) : (
          <p className="mt-0.5 truncate text-2xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid="stat-value">
            {value}
          </p>
        )}
      </div>
      {href ? <ArrowRightIcon className="size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600" /> : null}
    </>
  );
  const base = 'flex items-center gap-4 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 sm:p-5';
  if (href) {
    return (
      <Link href={href} className={cn(base, 'group transition hover:shadow-md hover:ring-brand-200')} aria-busy={loading || undefined}>
        {body}
      </Link>
    );
  }
  return (
    <div className={base} aria-busy={loading || undefined}>
      {body}
    </div>
  );
}
