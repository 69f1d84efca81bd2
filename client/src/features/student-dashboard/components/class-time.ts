/** Times of classes in the institute's zone (Asia/Kolkata, docs/api.md), as the cards show them (002 §4 Class timing). */
const ZONE = 'Asia/Kolkata';
const time = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'short', day: 'numeric', month: 'short' });
const month = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short', year: '2-digit' });

/** h:mm A (002 §9). */
export const timeOf = (at: string | Date) => time.format(new Date(at));
/** The institute's date (YYYY-MM-DD) of an instant. */
export const instituteDate = (at: string | Date) => date.format(new Date(at));
/** 'Wed 17 Jun'. */
export const dayOf = (at: string | Date) => shortDay.format(new Date(at));
/** 'YYYY-MM' as 'Jun 26'. */
export const monthLabel = (ym: string) => month.format(new Date(`${ym}-01T00:00:00Z`));

export type ClassPhase = { phase: 'upcoming' } | { phase: 'live'; percent: number } | { phase: 'ended' };

/** 002 §4: before the start 'Schedule At', between start and end 'In Progress' with the percent elapsed, then 'Class Ended'. */
export function phaseOf(startTime: string, endTime: string, now = Date.now()): ClassPhase {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (now < start) return { phase: 'upcoming' };
  if (now >= end) return { phase: 'ended' };
  return { phase: 'live', percent: Math.min(100, Math.max(0, Math.round(((now - start) / Math.max(1, end - start)) * 100))) };
}
