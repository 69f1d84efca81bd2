import { cn } from '@/lib/cn';
import { audienceLabel, noticeStatus } from './notice-form';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

export function AudienceBadge({ role }: { role: string }) {
  return (
    <span className={cn(pill, 'bg-brand-50 text-brand-800 ring-brand-200')}>
      <span className="sr-only">Audience: </span>
      {audienceLabel(role)}
    </span>
  );
}

const statusStyle = {
  active: ['Active', 'bg-emerald-50 text-emerald-800 ring-emerald-200'],
  scheduled: ['Scheduled', 'bg-amber-50 text-amber-800 ring-amber-200'],
  ended: ['Ended', 'bg-slate-100 text-slate-700 ring-slate-200'],
} as const;

/** Whether the notice is running now, starts later or has ended (from its start and end time). */
export function StatusBadge({ notice }: { notice: { startTime: string; endTime: string } }) {
  const [label, style] = statusStyle[noticeStatus(notice)];
  return <span className={cn(pill, style)}>{label}</span>;
}
