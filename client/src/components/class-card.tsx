import type { ClassView } from '@school/contracts';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';

/** The institute's zone (docs/api.md: Asia/Kolkata); class times read in it whatever the viewer's zone. */
const ZONE = 'Asia/Kolkata';
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: ZONE, weekday: 'short', day: 'numeric', month: 'short' });

/** h:mm A in the institute's zone (002 §9). */
export const classClock = (iso: string) => timeFormat.format(new Date(iso));
/** 'Mon, 24 Nov' in the institute's zone. */
export const classDay = (iso: string) => dayFormat.format(new Date(iso));

export type ClassPhase =
  | { phase: 'NOT_STARTED'; label: string }
  | { phase: 'IN_PROGRESS'; label: string; percent: number }
  | { phase: 'ENDED'; label: string };

/** 002 §4 class timing: 'Schedule At {h:mm A}' before the start, 'In Progress' with the percent elapsed, 'Class Ended'. */
export function classPhase(c: Pick<ClassView, 'startTime' | 'endTime'>, now: number): ClassPhase {
  const start = Date.parse(c.startTime);
  const end = Date.parse(c.endTime);
  if (now < start) return { phase: 'NOT_STARTED', label: `Schedule At ${classClock(c.startTime)}` };
  if (now < end) {
    const percent = Math.min(100, Math.max(0, Math.round(((now - start) / Math.max(1, end - start)) * 100)));
    return { phase: 'IN_PROGRESS', label: 'In Progress', percent };
  }
  return { phase: 'ENDED', label: 'Class Ended' };
}

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
