import type { Supply } from '@school/contracts';
import { cn } from '@/lib/cn';
import { shownStatus, STATUS_LABELS } from './supply-flow';

const TONES = {
  ORDER_REQUEST: 'bg-amber-50 text-amber-900 ring-amber-300',
  INITIATED: 'bg-sky-50 text-sky-800 ring-sky-200',
  PROCESSING: 'bg-violet-50 text-violet-800 ring-violet-200',
  DELIVERED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CANCELLED: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/** A supply's status as a pill; a cancelled one reads Cancelled with its reason on hover. */
export function SupplyStatusBadge({ supply }: { supply: Pick<Supply, 'orderStatus' | 'cancelled' | 'cancelReason'> }) {
  const status = shownStatus(supply);
  return (
    <span
      title={supply.cancelled && supply.cancelReason ? `Cancelled: ${supply.cancelReason}` : undefined}
      className={cn('inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[status])}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The low-stock badge of a stock row. */
export function LowStockBadge({ quantity }: { quantity: number }) {
  return (
    <span className="inline-flex whitespace-nowrap rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-200 ring-inset">
      {quantity === 0 ? 'Out of stock' : 'Low stock'}
    </span>
  );
}
