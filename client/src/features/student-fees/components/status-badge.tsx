import {
  chargeStandingLabel,
  type ChargeStandingFields,
  type StudentChargeStatus as ChargeStatus,
  type StudentFeeType as FeeType,
  type StudentPaymentStatus as PaymentStatus,
} from '@school/contracts';
import { cn } from '@/lib/cn';

const tones: Record<string, string> = {
  PAID: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  SUCCESSFUL: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  PARTIAL: 'bg-amber-50 text-amber-800 ring-amber-200',
  PENDING: 'bg-slate-100 text-slate-700 ring-slate-300',
  CANCELLED: 'bg-slate-100 text-slate-600 ring-slate-300',
  REVERSED: 'bg-rose-50 text-rose-800 ring-rose-200',
  ONETIME: 'bg-sky-50 text-sky-800 ring-sky-200',
  RECURRING: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** A charge, payment or fee-type status as a small pill (the value itself is the text, as the API spells it). */
export function StatusBadge({ status, className }: { status: ChargeStatus | PaymentStatus | FeeType; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold tracking-wide ring-1 ring-inset',
        tones[status] ?? tones.PENDING,
        className,
      )}
      data-testid="status-badge"
    >
      {status}
    </span>
  );
}

const standingTones: Record<ChargeStandingFields['standing'], string> = {
  OVERDUE: 'bg-rose-50 text-rose-800 ring-rose-200',
  DUE: 'bg-amber-50 text-amber-900 ring-amber-300',
  UPCOMING: 'bg-sky-50 text-sky-800 ring-sky-200',
  PAID: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CANCELLED: 'bg-slate-100 text-slate-600 ring-slate-300',
};

/**
 * Where a charge stands today, in the words of the one definition (contracts' `chargeStandingLabel`): Upcoming,
 * Due today, Overdue (· part-paid), Paid, Cancelled. Every screen that shows a charge uses this, never the raw status.
 */
export function StandingBadge({ standing, className }: { standing: ChargeStandingFields; className?: string }) {
  const days = standing.standing === 'OVERDUE' ? standing.daysOverdue : 0;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        standingTones[standing.standing],
        className,
      )}
      title={days > 0 ? `${days} ${days === 1 ? 'day' : 'days'} past the due date` : undefined}
      data-testid="standing-badge"
      data-standing={standing.standing}
    >
      {chargeStandingLabel(standing)}
    </span>
  );
}

/** A payment made through the test sandbox: no money was received. */
export function TestPaymentBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset',
        className,
      )}
      title="Made through the test sandbox: no money was received"
      data-testid="test-payment-badge"
    >
      TEST PAYMENT
    </span>
  );
}

/** Collected against what is still due, as a bar with its figures for screen readers. */
export function CollectedBar({ collected, due, label }: { collected: number; due: number; label: string }) {
  const total = collected + due;
  const pct = total > 0 ? Math.round((collected / total) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div className="h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${pct}%` }} />
    </div>
  );
}
