import type { ClassView } from '@school/contracts';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { classClock, classDay, classPhase } from '@/lib/class-timing';
import { cn } from '@/lib/cn';

export { classClock, classDay, classPhase, type ClassPhase } from '@/lib/class-timing';

/** The batch as one line: course, branch and session (002 §3 Class batch). */
export const classBatchLine = (b: ClassView['batch']) =>
  [b.course.title, b.branch.title, b.session.title].filter((t) => t?.trim()).join(' · ') || 'Not Available';

export function ClassBadges({ c, now }: { c: ClassView; now: number }) {
  const p = classPhase(c, now);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span
        className={cn(
          'rounded-full px-2.5 py-0.5 text-xs font-medium',
          p.phase === 'IN_PROGRESS'
            ? 'bg-emerald-50 text-emerald-800'
            : p.phase === 'ENDED'
              ? 'bg-slate-100 text-slate-700'
              : 'bg-brand-50 text-brand-700',
        )}
      >
        {p.label}
        {p.phase === 'IN_PROGRESS' ? ` (${p.percent}%)` : ''}
      </span>
      {c.cancelled ? (
        <span className="rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-medium text-rose-800" title={c.cancelReason || undefined}>
          Cancelled
        </span>
      ) : null}
      {c.isHoliday ? <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800">Holiday</span> : null}
    </div>
  );
}

/**
 * One class (002 §3 Class) as a card: subject ('Other' without a title), timing badges (002 §4), teacher, batch, room,
 * type and credit; the subject links to the register when `href` is given. `footer` holds the caller's state or actions.
 */
export function ClassCard({ c, now, href, footer }: { c: ClassView; now: number; href?: string; footer?: ReactNode }) {
  const p = classPhase(c, now);
  const subject = c.subject.title.trim() || 'Other';
  return (
    <article className="flex min-w-0 flex-col gap-2 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80" data-testid="class-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-slate-900">
            {href ? (
              <Link href={href} className="hover:text-brand-700 hover:underline">
                {subject}
              </Link>
            ) : (
              subject
            )}
          </h3>
          <p className="text-sm text-slate-600">
            {classDay(c.startTime)}, {classClock(c.startTime)} – {classClock(c.endTime)}
          </p>
        </div>
        <ClassBadges c={c} now={now} />
      </div>
      {p.phase === 'IN_PROGRESS' && !c.cancelled ? (
        <div
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Time elapsed"
          aria-valuenow={p.percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-emerald-500" style={{ width: `${p.percent}%` }} />
        </div>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-slate-500">Teacher</dt>
          <dd className="truncate text-slate-800">{c.teacher.displayName || 'Unavailable'}</dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-slate-500">Batch</dt>
          <dd className="truncate text-slate-800">{classBatchLine(c.batch)}</dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-slate-500">Room</dt>
          <dd className="truncate text-slate-800">{c.classRoom || 'Not Provided'}</dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-slate-500">Type</dt>
          <dd className="text-slate-800">
            {c.type === 'ONLINE' ? 'Online' : 'Offline'} · Credit {c.credit}
          </dd>
        </div>
      </dl>
      {c.cancelled && c.cancelReason ? <p className="text-sm text-rose-800">Cancelled: {c.cancelReason}</p> : null}
      {footer}
    </article>
  );
}
