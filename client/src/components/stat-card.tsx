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
      <div className="flex items-start justify-between gap-3">
        <p className="pt-1 text-sm font-medium text-slate-600">{title}</p>
        <div className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl text-xl', tones[tone])}>{icon}</div>
      </div>
      {loading ? (
        <span className="skeleton mt-2 block h-8 w-24" aria-hidden="true" />
      ) : (
        <p
          className="mt-1 text-xl font-semibold tracking-tight break-words text-slate-900 tabular-nums sm:text-2xl"
          data-testid="stat-value"
        >
          {value}
        </p>
      )}
      {href ? (
        <span className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-brand-700">
          View details
          <ArrowRightIcon className="size-3.5 transition group-hover:translate-x-0.5" />
        </span>
      ) : null}
    </>
  );
  const base = 'flex flex-col rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 sm:p-5';
  if (href) {
    return (
      <Link
        href={href}
        className={cn(base, 'group transition hover:shadow-md hover:ring-brand-300')}
        aria-busy={loading || undefined}
        data-stat={title}
      >
        {body}
      </Link>
    );
  }
  return (
    <div className={base} aria-busy={loading || undefined} data-stat={title}>
      {body}
    </div>
  );
}
