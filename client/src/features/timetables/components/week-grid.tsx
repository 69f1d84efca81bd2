import type { TimetableDayGroup, TimetableSlot } from '@school/contracts';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { clockOf, WEEK_DAYS, weekdayOf } from './slot-time';

/**
 * 002 §2 Timetable, read-only: six columns Monday to Saturday on a wide screen; on a phone the days stack into a
 * day-by-day list. `showBatch` names each slot's batch (a teacher's week spans batches).
 */
export function WeekGrid({
  days,
  loading,
  error,
  showBatch = false,
}: {
  days: TimetableDayGroup[] | undefined;
  loading: boolean;
  error: unknown;
  showBatch?: boolean;
}) {
  if (error) return <EmptyState title="Could not load the timetable" text={errorMessage(error)} />;
  const byDay = new Map((days ?? []).map((d) => [d.day, d.entries]));
  const todayName = weekdayOf(new Date());
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6" aria-label="Weekly timetable">
      {WEEK_DAYS.map((d) => {
        const entries = byDay.get(d) ?? [];
        const today = d === todayName;
        return (
          <li
            key={d}
            aria-labelledby={`day-${d}`}
            className={cn(
              'flex min-w-0 flex-col rounded-2xl bg-white p-2.5 shadow-xs ring-1 ring-slate-200/80 xl:min-h-48',
              today && 'ring-2 ring-brand-400',
            )}
            data-testid={`day-${d}`}
          >
            <h3 id={`day-${d}`} className="mb-2 truncate px-0.5 text-sm font-semibold text-slate-900">
              {d}
              {today ? <span className="ml-2 text-xs font-medium text-brand-700">Today</span> : null}
            </h3>
            {loading ? (
              <span className="skeleton block h-16 w-full" />
            ) : entries.length === 0 ? (
              <p className="py-4 text-center text-xs text-slate-500">No class</p>
            ) : (
              <ul className="space-y-2">
                {entries.map((s) => (
                  <SlotItem key={s._id} s={s} showBatch={showBatch} />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SlotItem({ s, showBatch }: { s: TimetableSlot; showBatch: boolean }) {
  const batch = [s.batch.course.title, s.batch.branch.title].filter(Boolean).join(' · ');
  return (
    <li className="rounded-xl bg-brand-50/60 p-2 ring-1 ring-brand-100" data-testid="timetable-slot">
      <p className="text-sm font-semibold break-words text-slate-900">{s.subject.title || 'Other'}</p>
      <p className="text-xs font-medium text-brand-700">
        {clockOf(s.startAt)} – {clockOf(s.endAt)}
      </p>
      {showBatch ? (
        <p className="mt-1 text-xs break-words text-slate-700">{batch || 'Batch'}</p>
      ) : (
        <p className="mt-1 text-xs break-words text-slate-700">{s.teacher.displayName || 'Unavailable'}</p>
      )}
      {s.classRoom ? <p className="text-xs break-words text-slate-600">Room: {s.classRoom}</p> : null}
    </li>
  );
}
