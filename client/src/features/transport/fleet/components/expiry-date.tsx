import { cn } from '@/lib/cn';
import { dayLabel, daysLeft, expiryState, localDay } from './fleet-dates';

/** A paper's or licence's expiry date, amber within 30 days and red once expired, with the days left said in words. */
export function ExpiryDate({ day, label }: { day: string; label?: string }) {
  const today = localDay();
  const state = expiryState(day, today);
  const left = daysLeft(day, today);
  const note =
    state === 'expired' ? 'expired' : state === 'soon' ? (left === 0 ? 'expires today' : `${left} day${left === 1 ? '' : 's'} left`) : null;
  return (
    <span className="whitespace-nowrap">
      {label ? <span className="text-slate-600">{label} </span> : null}
      <span
        className={cn(
          'tabular-nums',
          state === 'expired' && 'font-semibold text-rose-700',
          state === 'soon' && 'font-semibold text-amber-800',
        )}
      >
        {dayLabel(day)}
      </span>
      {note ? <span className={cn('ml-1 text-xs', state === 'expired' ? 'text-rose-700' : 'text-amber-800')}>({note})</span> : null}
    </span>
  );
}

/** Below 1024 px, where the expiry columns are hidden: a line saying a paper has expired or expires within 30 days. */
export function PapersDue({ days }: { days: readonly string[] }) {
  const today = localDay();
  const states = days.map((d) => expiryState(d, today));
  const worst = states.includes('expired') ? 'expired' : states.includes('soon') ? 'soon' : null;
  if (!worst) return null;
  return (
    <p className={cn('text-xs font-medium lg:hidden', worst === 'expired' ? 'text-rose-700' : 'text-amber-800')}>
      {worst === 'expired' ? 'Papers expired' : 'Papers expire soon'}
    </p>
  );
}
