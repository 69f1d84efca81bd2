import { cn } from '@/lib/cn';
import { LEAVE_BADGE_LABELS, type LeaveBadgeStatus } from './leave-format';

const tone: Record<LeaveBadgeStatus, string> = {
  UPCOMING: 'bg-sky-100 text-sky-800 ring-sky-200',
  ONGOING: 'bg-amber-100 text-amber-900 ring-amber-200',
  PAST: 'bg-slate-100 text-slate-700 ring-slate-200',
  CANCELLED: 'bg-rose-50 text-rose-700 ring-rose-200 line-through decoration-rose-400/60',
  PENDING: 'bg-violet-100 text-violet-800 ring-violet-200',
  REJECTED: 'bg-rose-100 text-rose-800 ring-rose-200',
};

export function LeaveStatusBadge({ status }: { status: string }) {
  const s = (status in tone ? status : 'PAST') as LeaveBadgeStatus;
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1', tone[s])}
      data-testid="leave-status"
    >
      {LEAVE_BADGE_LABELS[s]}
    </span>
  );
}
