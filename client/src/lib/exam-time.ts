/* Exam dates and times as 002 §4 and §9 word them. The institute keeps Asia/Kolkata days (+05:30, no daylight saving). */

const OFFSET = '+05:30';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const shownDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const shownTime = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });
const hm = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The institute's day (YYYY-MM-DD) of an instant. */
export const examDay = (at: number | string | Date): string => dayFormat.format(new Date(at));
/** HH:mm in the institute of an instant (a time input's value). */
export const examHm = (at: string): string => hm.format(new Date(at));
/** The instant of an institute day and HH:mm; '' while either is missing. */
export const examIso = (day: string, time: string): string => (day && time ? `${day}T${time}:00${OFFSET}` : '');
/** 'Nov 24, 2026' for an institute day. */
export const showDay = (day: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? shownDay.format(new Date(`${day}T00:00:00Z`)) : day);
/** '9:30 AM' (002 §9: h:mm A). */
export const showTime = (iso: string): string => shownTime.format(new Date(iso));

/**
 * 002 §4 exam badge: 'Finished' once the end date is past; a start in the future shows 'N day(s) to go', or
 * 'N hr(s) to go' within the day; otherwise 'In progress'. The start is the first subject exam's time when there is
 * one (scheduleAt), else the start date's midnight; the exam ends with its end date's last moment.
 */
export function examBadge(e: { startDate: string; endDate: string; scheduleAt?: string | null }, now: number): string {
  const end = Date.parse(`${e.endDate}T00:00:00${OFFSET}`) + DAY;
  if (now >= end) return 'Finished';
  const start = e.scheduleAt ? Date.parse(e.scheduleAt) : Date.parse(`${e.startDate}T00:00:00${OFFSET}`);
  const ahead = start - now;
  if (ahead <= 0) return 'In progress';
  if (ahead < DAY) return `${Math.max(1, Math.ceil(ahead / HOUR))} hr(s) to go`;
  return `${Math.floor(ahead / DAY)} day(s) to go`;
}

/** 002 §9: a duration in minutes when at most 60, else in hours with two decimals (end minus start). */
export function examDuration(startTime: string, endTime: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(endTime) - Date.parse(startTime)) / 60_000));
  return minutes <= 60 ? `${minutes} minutes` : `${(minutes / 60).toFixed(2)} hours`;
}
