import type { TimetableDayGroup, TimetableSlot } from '@school/contracts';
import { Link } from 'wouter';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { CalendarIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { isToday, SlotItem } from './week-grid';
import { clockOf } from './slot-time';

/** This week's occurrences that fall on the institute's today, in time order. */
export const todaysSlots = (days: TimetableDayGroup[] | undefined, now = new Date()): TimetableSlot[] =>
  (days ?? []).flatMap((d) => d.entries).filter((s) => isToday(s.startTime, now));

/** 002 §2 Timetable cards: today's classes from the weekly timetable ('No Classes Today'), with View All to the week. */
export function TodaysClassesCard({
  days,
  loading,
  error,
  showBatch,
  viewAll,
}: {
  days: TimetableDayGroup[] | undefined;
  loading: boolean;
  error: unknown;
  showBatch: boolean;
  viewAll: string | null;
}) {
  const today = todaysSlots(days);
  return (
    <Card className="min-w-0">
      <CardHeader
        title="Today's Classes"
        action={
          viewAll ? (
            <Link href={viewAll} className="shrink-0 text-sm font-medium text-brand-700 hover:underline">
              View All
            </Link>
          ) : null
        }
      />
      <div className="px-5 pt-3 pb-5">
        {loading ? (
          <span className="skeleton block h-24 w-full" aria-hidden="true" />
        ) : error ? (
          <EmptyState title="Could not load the timetable" text={errorMessage(error)} />
        ) : today.length === 0 ? (
          <EmptyState title="No Classes Today" icon={<CalendarIcon />} className="py-8" />
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {today.map((s) => (
              <SlotItem key={s._id} s={s} showBatch={showBatch} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** Today's classes still to start, from the weekly timetable ('No class Today'). */
export function UpcomingTodayCard({
  days,
  loading,
  error,
  showBatch,
}: {
  days: TimetableDayGroup[] | undefined;
  loading: boolean;
  error: unknown;
  showBatch: boolean;
}) {
  const now = new Date();
  const next = todaysSlots(days, now).filter((s) => Date.parse(s.startTime) > now.getTime());
  return (
    <Card className="min-w-0">
      <CardHeader title="Upcoming Classes" subtitle="Still to start today" />
      <div className="px-5 pb-3">
        {loading ? (
          <span className="skeleton my-3 block h-16 w-full" aria-hidden="true" />
        ) : error ? (
          <EmptyState title="Could not load the timetable" text={errorMessage(error)} />
        ) : next.length === 0 ? (
          <EmptyState title="No class Today" icon={<CalendarIcon />} className="py-8" />
        ) : (
          <ul className="divide-y divide-slate-100">
            {next.map((s) => (
              <li key={s._id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{s.subject.title || 'Other'}</p>
                  <p className="text-sm break-words text-slate-600">
                    {showBatch
                      ? [s.batch.course.title, s.batch.branch.title].filter(Boolean).join(' · ')
                      : s.teacher.displayName || 'Unavailable'}
                  </p>
                </div>
                <p className="shrink-0 text-xs font-medium text-brand-700">Start At {clockOf(s.startAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
