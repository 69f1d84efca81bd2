import { EmptyState } from '@/components/empty-state';
import { ClockIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { useBatchTimetable, type TimetableSlot } from '../../api/get-batch-timetable';
import { clock, instituteDate } from './batch-time';

const dayMonth = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** 002 §4 class timing, from this week's occurrence of a slot. */
function status(s: TimetableSlot, now: number): string {
  const start = Date.parse(s.startTime);
  const end = Date.parse(s.endTime);
  if (now < start) return `Start At ${clock(s.startAt)}`;
  if (now <= end) return `In Progress (${Math.round(((now - start) / (end - start)) * 100)}%)`;
  return 'Class Ended';
}

function ClassList({ title, rows, empty, now }: { title: string; rows: TimetableSlot[]; empty: string; now: number }) {
  return (
    <section aria-labelledby={`classes-${title}`} className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80">
      <h3 id={`classes-${title}`} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <EmptyState title={empty} icon={<ClockIcon />} className="py-6" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3" data-testid="batch-class">
              <div className="min-w-40 flex-1">
                <p className="font-medium text-slate-900">{s.subject.title || 'Other'}</p>
                <p className="text-sm text-slate-600">
                  {s.teacher.displayName || 'Unavailable'}
                  {s.classRoom ? ` · Room ${s.classRoom}` : ''}
                </p>
              </div>
              <p className="text-sm text-slate-700">
                {s.day} {dayMonth(s.startTime)}, {clock(s.startAt)} – {clock(s.endAt)}
              </p>
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">{status(s, now)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The Classes tab: the batch's classes from its weekly timetable (live classes come with the learning area):
 * today's, and the upcoming ones of the next six days.
 */
export function ClassesTab({ batchId }: { batchId: string }) {
  const timetable = useBatchTimetable(batchId);
  if (timetable.error) return <EmptyState title="Could not load the classes" text={errorMessage(timetable.error)} />;
  if (timetable.isPending) return <span className="skeleton block h-40 w-full" aria-busy="true" />;
  const now = Date.now();
  const today = instituteDate(new Date(now));
  // Each weekly slot's next occurrence: this week's, or next week's once its day has passed.
  const WEEK = 7 * 86_400_000;
  const all = (timetable.data?.data ?? [])
    .flatMap((d) => d.entries)
    .map((s) =>
      instituteDate(s.startTime) >= today
        ? s
        : {
            ...s,
            startTime: new Date(Date.parse(s.startTime) + WEEK).toISOString(),
            endTime: new Date(Date.parse(s.endTime) + WEEK).toISOString(),
          },
    )
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
  const todays = all.filter((s) => instituteDate(s.startTime) === today);
  const upcoming = all.filter((s) => instituteDate(s.startTime) > today);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ClassList title="Today's Classes" rows={todays} empty="No classes" now={now} />
      <ClassList title="Upcoming Classes" rows={upcoming} empty="No classes" now={now} />
    </div>
  );
}
