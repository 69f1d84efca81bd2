import type { ClassAttendanceStatus } from '@school/contracts';
import { useState } from 'react';
import { PencilIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useMarkAttendance } from '../api/mark-attendance';
import { statusOfRow, type AttendanceRow } from '../api/types';

export const FALLBACK = 'Oops! Something went wrong';

export const MARKS: { status: ClassAttendanceStatus; short: string; verb: string; label: string; tone: string }[] = [
  { status: 'PRESENT', short: 'P', verb: 'present', label: 'Present', tone: 'bg-emerald-600 hover:bg-emerald-700' },
  { status: 'ABSENT', short: 'A', verb: 'absent', label: 'Absent', tone: 'bg-rose-600 hover:bg-rose-700' },
  { status: 'LEAVE', short: 'L', verb: 'on leave', label: 'Leave', tone: 'bg-amber-700 hover:bg-amber-800' },
];
const TONE: Record<ClassAttendanceStatus, string> = {
  PRESENT: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  ABSENT: 'bg-rose-100 text-rose-800 ring-rose-200',
  LEAVE: 'bg-amber-100 text-amber-900 ring-amber-200',
};

export const flagsOf = (s: ClassAttendanceStatus) => ({ isPresent: s === 'PRESENT', isAbsent: s === 'ABSENT', isLeave: s === 'LEAVE' });

export function MarkBadge({ status }: { status: ClassAttendanceStatus | null }) {
  return (
    <span
      data-testid="class-mark"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
        status ? TONE[status] : 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      {status ? MARKS.find((m) => m.status === status)!.label : 'Not marked'}
    </span>
  );
}

/**
 * 002 §4 attendance per student per class: an unmarked student shows P, A and L; once marked the status shows with an
 * edit toggle that re-opens the three buttons. `disabled` while the class may not be marked (the reason is on the page).
 */
export function MarkButtons({ row, classId, disabled }: { row: AttendanceRow; classId: string; disabled: boolean }) {
  const status = statusOfRow(row);
  const [editing, setEditing] = useState(false);
  const mark = useMarkAttendance();
  const name = row.student.displayName;
  const submit = (s: ClassAttendanceStatus) =>
    mark.mutate(
      { classId, user: row.student._id, ...flagsOf(s) },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setEditing(false);
        },
        onError: (err) => toast.error(errorMessage(err, FALLBACK)),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <MarkBadge status={status} />
      <div className="ml-auto flex items-center gap-1.5">
        {!status || editing
          ? MARKS.map((m) => (
              <button
                key={m.status}
                type="button"
                disabled={disabled || mark.isPending}
                onClick={() => submit(m.status)}
                aria-label={`Mark ${name} ${m.verb}`}
                title={`Mark ${m.verb}`}
                aria-pressed={status === m.status}
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-lg text-sm font-semibold text-white shadow-xs transition disabled:cursor-not-allowed disabled:opacity-50',
                  m.tone,
                  status === m.status && 'ring-2 ring-slate-900 ring-offset-1',
                )}
              >
                {m.short}
              </button>
            ))
          : null}
        {status ? (
          <button
            type="button"
            disabled={disabled}
            onClick={() => setEditing((e) => !e)}
            aria-pressed={editing}
            aria-label={editing ? `Stop editing ${name}'s mark` : `Edit ${name}'s mark`}
            title={editing ? 'Done' : 'Edit'}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-50',
              editing && 'bg-slate-100',
            )}
          >
            <PencilIcon className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
