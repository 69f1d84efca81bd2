import type { LibraryRules } from '@school/contracts';

/** A holiday of the institute: its first and last day (YYYY-MM-DD), both included. */
export interface HolidaySpan {
  from: string;
  to: string;
}

export interface FineReckoning {
  /** Calendar days after the return date, up to `until` (0 when not past it). */
  daysOverdue: number;
  /** The days that carry a fine: less the holidays (unless they count) and the grace days. */
  fineDays: number;
  /** Rupees, rounded to paise, capped at the rules' fineCap. */
  fine: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** How many days of the holidays fall after `after` and on or before `until` (overlapping spans counted once). */
export function holidayDaysBetween(after: string, until: string, holidays: readonly HolidaySpan[]): number {
  const first = dayNumber(after) + 1;
  const last = dayNumber(until);
  if (last < first) return 0;
  const days = new Set<number>();
  for (const h of holidays) {
    const from = Math.max(first, dayNumber(h.from));
    const to = Math.min(last, dayNumber(h.to));
    for (let d = from; d <= to; d++) days.add(d);
  }
  return days.size;
}

/**
 * The fine rule (issue 17 §3, docs/api.md "Library circulation"): the days after `returnDate` up to `until` (the day
 * of the return, or today while the book is out), less the institute's holidays among them unless `countHolidays`,
 * less `graceDays`, never below 0, times `finePerDay`, at most `fineCap`. Pure: the holidays come in.
 */
export function fineOf(returnDate: string, until: string, rules: LibraryRules, holidays: readonly HolidaySpan[]): FineReckoning {
  const daysOverdue = Math.max(0, dayNumber(until) - dayNumber(returnDate));
  if (daysOverdue === 0) return { daysOverdue: 0, fineDays: 0, fine: 0 };
  const off = rules.countHolidays ? 0 : holidayDaysBetween(returnDate, until, holidays);
  const fineDays = Math.max(0, daysOverdue - off - Math.max(0, rules.graceDays));
  const raw = Math.round(fineDays * rules.finePerDay * 100) / 100;
  const fine = rules.fineCap === null ? raw : Math.min(raw, rules.fineCap);
  return { daysOverdue, fineDays, fine };
}

/** The day `n` days after `day`. */
export const daysAfter = (day: string, n: number) => dayText(dayNumber(day) + n);
/** Whole days from `a` to `b` (negative when b is before a). */
export const daysFrom = (a: string, b: string) => dayNumber(b) - dayNumber(a);
