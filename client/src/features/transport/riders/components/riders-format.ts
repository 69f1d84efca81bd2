import type { StudentTransport } from '@school/contracts';

/** ₹ with Indian grouping: ₹1,200 (₹1,200.50 with paise). */
export const money = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** 'N of M seats' (or 'N riders · seats not limited'). */
export const seatsLabel = (riders: number, seats: number | null) =>
  seats === null ? `${riders} rider${riders === 1 ? '' : 's'} · seats not limited` : `${riders} of ${seats} seats`;

/** 'in 12 days', 'today', 'expired 3 days ago'. */
export function whenLabel(daysLeft: number): string {
  if (daysLeft === 0) return 'expires today';
  const n = Math.abs(daysLeft);
  const days = `${n} day${n === 1 ? '' : 's'}`;
  return daysLeft < 0 ? `expired ${days} ago` : `in ${days}`;
}

/** The student profile's Transport row when assigned: 'Yes · {route}, {stop} ({time})'. */
export const transportLine = (t: StudentTransport) => `Yes · ${t.route.startFrom}, ${t.stop.name} (${t.stop.pickupAt})`;
