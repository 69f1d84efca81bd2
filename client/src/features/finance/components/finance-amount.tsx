import { formatRupees } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { FinanceEntry } from '../api/get-finance-entries';

/** 000 §2 finance entry row: a plus sign for money in (CREDIT), a minus for money out (DEBIT). */
export function FinanceAmount({ entry }: { entry: Pick<FinanceEntry, 'amount' | 'financeType'> }) {
  const credit = entry.financeType === 'CREDIT';
  return (
    <span
      className={cn('font-semibold whitespace-nowrap tabular-nums', credit ? 'text-emerald-700' : 'text-rose-700')}
      data-testid="finance-amount"
    >
      {credit ? '+' : '−'}
      {formatRupees(entry.amount)}
    </span>
  );
}

export function FinanceTypeBadge({ type }: { type: FinanceEntry['financeType'] }) {
  const credit = type === 'CREDIT';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        credit ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-rose-50 text-rose-800 ring-rose-200',
      )}
    >
      {credit ? 'Credit' : 'Debit'}
    </span>
  );
}
