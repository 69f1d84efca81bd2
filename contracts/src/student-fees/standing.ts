/**
 * The one definition of where a student's charge stands, used by every call and screen that shows money owed
 * (issue 11, part 1). Two facts make it: what was paid against the charge (its `status`, kept by the projection:
 * PENDING, PARTIAL, PAID, CANCELLED) and the institute's today against the charge's due date.
 *
 * - CANCELLED: the charge no longer counts anywhere.
 * - PAID: paid in full; it counts in "paid" only.
 * - UPCOMING: something is left to pay and the due date is after today. It counts in the year's total, never in
 *   "due now", "overdue" or the balance of a day before its due date.
 * - DUE: something is left to pay and the due date is today.
 * - OVERDUE: something is left to pay and the due date is before today.
 *
 * `partPaid` says that part of an UPCOMING, DUE or OVERDUE charge was paid. Money "due now" is DUE + OVERDUE.
 * The balance of a student on a day counts a charge from its due date (not from the day it was raised).
 */
export type ChargePaymentStatus = 'PENDING' | 'PARTIAL' | 'PAID' | 'CANCELLED';
export const CHARGE_STANDINGS = ['UPCOMING', 'DUE', 'OVERDUE', 'PAID', 'CANCELLED'] as const;
export type ChargeStanding = (typeof CHARGE_STANDINGS)[number];

export interface ChargeStandingOf {
  standing: ChargeStanding;
  partPaid: boolean;
  /** Whole days past the due date (0 unless OVERDUE). */
  daysOverdue: number;
}

const dayNumber = (day: string): number => Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** Where a charge stands on `today` (`YYYY-MM-DD`, the institute's day). */
export function chargeStanding(charge: { status: ChargePaymentStatus; dueDate: string }, today: string): ChargeStandingOf {
  if (charge.status === 'CANCELLED') return { standing: 'CANCELLED', partPaid: false, daysOverdue: 0 };
  if (charge.status === 'PAID') return { standing: 'PAID', partPaid: false, daysOverdue: 0 };
  const partPaid = charge.status === 'PARTIAL';
  const due = charge.dueDate.slice(0, 10);
  if (due > today) return { standing: 'UPCOMING', partPaid, daysOverdue: 0 };
  if (due === today) return { standing: 'DUE', partPaid, daysOverdue: 0 };
  return { standing: 'OVERDUE', partPaid, daysOverdue: dayNumber(today) - dayNumber(due) };
}

/** The words a screen shows for a standing: "Overdue · part-paid", "Upcoming", "Paid". */
export function chargeStandingLabel(s: Pick<ChargeStandingOf, 'standing' | 'partPaid'>): string {
  const word = { UPCOMING: 'Upcoming', DUE: 'Due today', OVERDUE: 'Overdue', PAID: 'Paid', CANCELLED: 'Cancelled' }[s.standing];
  return s.partPaid ? `${word} · part-paid` : word;
}
