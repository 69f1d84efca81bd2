import type { StaffPaymentMethod, StaffPaymentType } from '@school/contracts';

export const PAYMENT_TYPE_LABELS: Record<StaffPaymentType, string> = { SALARY: 'Salary', BONUS: 'Bonus', OTHER: 'Other' };
export const PAYMENT_METHOD_LABELS: Record<StaffPaymentMethod, string> = { ONLINE: 'Online', CASH: 'Cash' };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-03-01' (or any ISO date) → 'March 2026'; the month the payment is for, not a moment. */
export function monthLabel(value: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(value);
  if (!m) return value;
  return `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

/** The current month as YYYY-MM (the month picker's value). */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
