import { useState } from 'react';
import { IconButton } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { useDeleteSlot } from '../../api/delete-slot';
import { useBatchTimetable, type TimetableSlot } from '../../api/get-batch-timetable';
import { clock, WEEK_DAYS } from './batch-time';
import { CreateTimetableDialog } from './create-timetable-dialog';

/** 002 §2 Timetable: a weekly grid, Monday to Saturday, a Create Timetable dialog per day column, delete per slot. */
export function TimetableTab({ batchId }: { batchId: string }) {
  const timetable = useBatchTimetable(batchId);
  const remove = useDeleteSlot();
  const [day, setDay] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TimetableSlot | null>(null);
  if (timetable.error) return <EmptyState title="Could not load the timetable" text={errorMessage(timetable.error)} />;
  const byDay = new Map((timetable.data?.data ?? []).map((d) => [d.day, d.entries]));
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6" role="list" aria-label="Weekly timetable">
        {WEEK_DAYS.map((d) => {
          const entries = byDay.get(d) ?? [];
          return (
            <section
              key={d}
              role="listitem"
              aria-labelledby={`day-${d}`}
              className="flex min-h-48 flex-col rounded-2xl bg-white p-2.5 shadow-xs ring-1 ring-slate-200/80"
              data-testid={`day-${d}`}
            >
              <header className="mb-2 flex items-center justify-between gap-1">
                <h3 id={`day-${d}`} className="min-w-0 truncate text-sm font-semibold text-slate-900">
                  {d}
                </h3>
                <IconButton label={`Add class on ${d}`} onClick={() => setDay(d)} className="size-7! ring-1 ring-slate-200">
                  <PlusIcon className="size-4" />
                </IconButton>
              </header>
              {timetable.isPending ? (
                <span className="skeleton block h-16 w-full" />
              ) : entries.length === 0 ? (
                <p className="py-4 text-center text-xs text-slate-500">No class</p>
              ) : (
                <ul className="space-y-2">
                  {entries.map((s) => (
                    <li key={s._id} className="rounded-xl bg-brand-50/60 p-2 ring-1 ring-brand-100" data-testid="timetable-slot">
                      <p className="text-sm font-semibold break-words text-slate-900">{s.subject.title || 'Other'}</p>
                      <p className="text-xs font-medium text-brand-700">
                        {clock(s.startAt)} – {clock(s.endAt)}
                      </p>
                      <p className="mt-1 text-xs break-words text-slate-700">{s.teacher.displayName || 'Unavailable'}</p>
                      <div className="flex items-end justify-between gap-1">
                        <p className="min-w-0 text-xs break-words text-slate-600">{s.classRoom ? `Room: ${s.classRoom}` : ''}</p>
                        <IconButton
                          label={`Delete ${s.subject.title} on ${d} at ${clock(s.startAt)}`}
                          tone="danger"
                          onClick={() => setDeleting(s)}
                          className="-mr-1 -mb-1 size-7!"
                        >
                          <TrashIcon className="size-4" />
                        </IconButton>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <CreateTimetableDialog batchId={batchId} day={day} onClose={() => setDay(null)} />
      <ConfirmDialog open={!!deleting} onClose={() => setDeleting(null)} onConfirm={() => remove.mutateAsync(deleting!._id)} />
    </>
  );
}
