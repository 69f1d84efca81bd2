import type { ClassView } from '@school/contracts';
import { cn } from '@/lib/cn';
import { dayOf, phaseOf, timeOf } from './class-time';

/** One class on a card (002 §4 Class timing): subject, teacher, day and time, 'Schedule At' / 'In Progress' / 'Class Ended'. */
export function ClassRow({ c, now = Date.now() }: { c: ClassView; now?: number }) {
  const p = phaseOf(c.startTime, c.endTime, now);
  return (
    <li className="flex items-start gap-3 py-3" data-testid="upcoming-class">
      <span
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', p.phase === 'live' ? 'bg-emerald-500' : 'bg-brand-500')}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words text-slate-900">{c.subject.title || 'Other'}</p>
          {c.cancelled ? <span className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-700">Cancelled</span> : null}
          {c.isHoliday ? <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">Holiday</span> : null}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {c.type === 'ONLINE' ? 'Online' : 'Offline'}
          </span>
        </div>
        <p className="mt-0.5 text-sm break-words text-slate-600">
          {c.teacher.displayName || 'Unavailable'}
          {c.classRoom ? ` · ${c.classRoom}` : ''}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          {dayOf(c.startTime)}, {timeOf(c.startTime)} – {timeOf(c.endTime)}
        </p>
        <p className="mt-1 text-xs font-medium">
          {p.phase === 'upcoming' ? (
            <span className="text-brand-700">Schedule At {timeOf(c.startTime)}</span>
          ) : p.phase === 'live' ? (
            <span className="text-emerald-700">In Progress {p.percent}%</span>
          ) : (
            <span className="text-slate-600">Class Ended</span>
          )}
        </p>
      </div>
    </li>
  );
}
