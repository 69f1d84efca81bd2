import { cn } from '@/lib/cn';
import type { AttendanceStatus } from '../api/attendance';

export const statusLabel: Record<AttendanceStatus, string> = { present: 'Present', absent: 'Absent', leave: 'Leave' };
export const statusTone: Record<AttendanceStatus, string> = {
  present: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  absent: 'bg-rose-100 text-rose-800 ring-rose-200',
  leave: 'bg-amber-100 text-amber-900 ring-amber-200',
};

export function StatusBadge({ status }: { status: AttendanceStatus | null }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
        status ? statusTone[status] : 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
      data-testid="attendance-status"
    >
      {status ? statusLabel[status] : 'Not marked'}
    </span>
  );
}
