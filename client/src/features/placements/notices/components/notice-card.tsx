import type { ReactNode } from 'react';
import type { PlacementNotice } from '@school/contracts';
import { BriefcaseIcon, CalendarIcon } from '@/components/icons';
import { SafeHtml } from '@/components/safe-html';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** The last day to apply, as the institute's calendar day (the notice closes at 23:59 of it). */
export const lastDay = (iso: string) => DAY.format(new Date(iso));

/**
 * 001 §2 job notice card: last day to apply, title, the HTML description, company name and the position it hires for;
 * whether it still takes applications; `footer` holds the page's actions (applicants, edit, delete; or Apply).
 */
export function NoticeCard({
  notice: n,
  title,
  footer,
  status,
}: {
  notice: PlacementNotice;
  /** The title, as a link where the card leads somewhere. */
  title?: ReactNode;
  footer?: ReactNode;
  /** Beside open/closed: the applicants (office) or 'Applied on …' (a student). */
  status?: ReactNode;
}) {
  return (
    <article
      className="flex h-full flex-col rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80"
      aria-labelledby={`notice-${n._id}`}
      data-testid="placement-notice-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="inline-flex items-center gap-1 text-slate-600">
          <CalendarIcon className="size-3.5" />
          Last day to apply: <strong className="font-semibold text-slate-900">{lastDay(n.lastDateToApply)}</strong>
        </span>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 font-medium',
            n.open ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
          )}
        >
          {n.open ? 'Open' : 'Closed'}
        </span>
      </div>
      <h2 id={`notice-${n._id}`} className="mt-3 text-base font-semibold break-words text-slate-900">
        {title ?? n.title}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
        <BriefcaseIcon className="size-4 shrink-0 text-brand-600" />
        <span className="font-medium break-words">{n.companyName}</span>
        <span className="text-slate-500">·</span>
        <span className="break-words">{n.position}</span>
      </p>
      <SafeHtml html={n.jobDescription} className="mt-3 line-clamp-4 text-sm break-words text-slate-700" />
      <p className="mt-3 flex-1 text-xs text-slate-600">
        {n.session.title ? `Session ${n.session.title} · ` : ''}Posted {formatDateTime(n.createdAt)}
      </p>
      {status ? <div className="mt-2 text-sm">{status}</div> : null}
      {footer ? <div className="mt-3 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3">{footer}</div> : null}
    </article>
  );
}

export function NoticeCardSkeleton() {
  return (
    <div className="h-56 animate-pulse rounded-2xl bg-white p-4 ring-1 ring-slate-200/80">
      <div className="h-3 w-1/2 rounded bg-slate-200" />
      <div className="mt-4 h-4 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-3 w-2/3 rounded bg-slate-100" />
      <div className="mt-4 h-16 rounded bg-slate-100" />
    </div>
  );
}
