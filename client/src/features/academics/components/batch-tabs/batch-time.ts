/** The institute's zone (docs/api.md: Asia/Kolkata, a fixed +05:30, no daylight saving). */
const ZONE = 'Asia/Kolkata';
const OFFSET = '+05:30';
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ALL_DAYS = [...WEEK_DAYS, 'Sunday'];

const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'long' });

/** The institute's calendar date (YYYY-MM-DD) of an instant. */
export const instituteDate = (at: Date | string): string => dateFormat.format(new Date(at));

/** 002 §7: the ISO timestamp of `HH:mm` on the chosen weekday of the current week, in the institute. */
export function isoOnWeekday(day: string, time: string, now = new Date()): string {
  const today = instituteDate(now);
  const todayIdx = ALL_DAYS.indexOf(dayFormat.format(now));
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - todayIdx + ALL_DAYS.indexOf(day));
  return `${d.toISOString().slice(0, 10)}T${time}:00${OFFSET}`;
}

/** 'HH:mm' as h:mm A (002 §9). */
export function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
