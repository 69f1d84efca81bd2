import { TIMETABLE_DAYS, type TimetableDay } from '@school/contracts';
import { badRequest } from '../../platform/errors.js';
import { INSTITUTE_TIME_ZONE } from './shared.js';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: INSTITUTE_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the institute sees it: the date, the weekday and the minute of the day. */
export function local(at: Date): { date: string; weekday: string; minute: number } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, weekday: p.weekday!, minute: Number(p.hour) * 60 + Number(p.minute) };
}

/** The instant of `minute` on the institute's calendar `date` (YYYY-MM-DD), whatever the zone's offset that day. */
export function instantOf(date: string, minute: number): Date {
  const guess = new Date(`${date}T00:00:00Z`).getTime() + minute * 60_000;
  // The zone's offset at the guess, applied once and checked once more (enough for any real zone change).
  let at = guess;
  for (let i = 0; i < 2; i++) {
    const l = local(new Date(at));
    const seen = new Date(`${l.date}T00:00:00Z`).getTime() + l.minute * 60_000;
    at += guess - seen;
  }
  return new Date(at);
}

export const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Monday of the institute's week holding `now` (YYYY-MM-DD). */
export function mondayOf(now: Date): string {
  const l = local(now);
  const idx = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(l.weekday);
  const d = new Date(`${l.date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - idx);
  return d.toISOString().slice(0, 10);
}

/** This week's occurrence of a weekly slot (the week of `now`, Monday first). */
export function occurrence(now: Date, day: TimetableDay, startMinute: number, endMinute: number) {
  const d = new Date(`${mondayOf(now)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + TIMETABLE_DAYS.indexOf(day));
  const date = d.toISOString().slice(0, 10);
  return { date, startTime: instantOf(date, startMinute).toISOString(), endTime: instantOf(date, endMinute).toISOString() };
}

/**
 * 002 §7: the browser sends ISO timestamps on the chosen weekday of the current week; the slot is that weekday and
 * those times of day in the institute. End after start, on the same day, Monday to Saturday.
 */
export function weeklySlotOf(startTime: string, endTime: string): { day: TimetableDay; startMinute: number; endMinute: number } {
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
  if (!iso.test(startTime.trim())) throw badRequest('Start Time must be a date and time.');
  if (!iso.test(endTime.trim())) throw badRequest('End Time must be a date and time.');
  const start = new Date(startTime.trim());
  const end = new Date(endTime.trim());
  if (Number.isNaN(start.getTime())) throw badRequest('Start Time must be a date and time.');
  if (Number.isNaN(end.getTime())) throw badRequest('End Time must be a date and time.');
  if (end.getTime() <= start.getTime()) throw badRequest('End Time must be after Start Time.');
  const s = local(start);
  const e = local(end);
  if (s.date !== e.date) throw badRequest('Start Time and End Time must be on the same day.');
  if (!(TIMETABLE_DAYS as readonly string[]).includes(s.weekday)) throw badRequest('Timetable days are Monday to Saturday.');
  return { day: s.weekday as TimetableDay, startMinute: s.minute, endMinute: e.minute };
}
