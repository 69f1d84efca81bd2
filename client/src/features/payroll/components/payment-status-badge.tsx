import { cn } from '@/lib/cn';

/** SUCCESSFUL (000 §6) or REVERSED (a correction recorded later). */
export function PaymentStatusBadge({ status }: { status: 'SUCCESSFUL' | 'REVERSED' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        status === 'SUCCESSFUL' ? 'bg-emerald-50 text-emerald-700 ring-emerald-600/20' : 'bg-slate-100 text-slate-700 ring-slate-500/20',
      )}
    >
      {status === 'SUCCESSFUL' ? 'Successful' : 'Reversed'}
    </span>
  );
}
