import { windowMessage, windowOf, type DateWindow } from '@school/contracts';
import { badRequest } from './errors.js';

/**
 * The institute's calendar day. Institutes carry no time zone yet and the product works in rupees (000 §9):
 * India's zone. A decision a reader could question, kept in one place for every module.
 */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/**
 * India has kept one offset, +05:30, since 15 October 1945 (no summer time): from then on the day is the UTC date of the
 * instant moved by it, which costs a fraction of asking Intl (a list of a month's classes asks for some 250 days).
 * Before, and for the years past 9999, Intl answers.
 */
const FIXED_SINCE = Date.parse('1945-10-15T00:00:00+05:30');
const FIXED_UNTIL = Date.parse('9999-12-31T00:00:00Z');
const OFFSET_MS = 5.5 * 3_600_000;
/**
 * The last minute asked for and its day: today is asked for on most requests (dashboards, lists of what is due), and
 * +05:30 turns the day on a whole minute, so every instant of one minute falls on the same day.
 */
let lastMinute = Number.NaN;
let lastDay = '';
export const instituteDay = (at: Date): string => {
  const t = at.getTime();
  if (!(t >= FIXED_SINCE && t < FIXED_UNTIL)) return dayFormat.format(at);
  const minute = Math.floor(t / 60_000);
  if (minute !== lastMinute) {
    lastDay = new Date(t + OFFSET_MS).toISOString().slice(0, 10);
    lastMinute = minute;
  }
  return lastDay;
};

/**
 * An ISO date (`2025-06-01`) is that day; an ISO date-time is the day it falls on in the institute
 * (a browser at midnight local time sends the previous day in UTC). Null when it is not a date.
 */
export function dayOf(value: string): string | null {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v)) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : instituteDay(d);
}

/** The last instant of a day in the institute (for "as of" replays). */
export const endOfDay = (day: string): Date => new Date(`${day}T23:59:59.999+05:30`);

/** A day `n` days after `day` (YYYY-MM-DD); null past the years 0001–9999 (`+010000-01-01` would sort before 9999). */
export function addDays(day: string, n: number): string | null {
  const at = new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000);
  const y = at.getUTCFullYear();
  return Number.isNaN(at.getTime()) || y < 1 || y > 9999 ? null : at.toISOString().slice(0, 10);
}

/**
 * The days from `first` to `last`, both included. Refuses (a 400 with `tooLong`) a span of more than `max` days or
 * a day that is not one, instead of looping: every loop over days goes through here.
 */
export function eachDay(first: string, last: string, max: number, tooLong: string): string[] {
  const out: string[] = [];
  for (let d: string | null = first; d !== null && d <= last; d = addDays(d, 1)) {
    if (out.length >= max || !dayOf(d)) throw badRequest(tooLong);
    out.push(d);
  }
  return out;
}

/** Refuses a day outside its window (contracts' DATE_WINDOWS) around the institute's today. */
export function checkWindow(day: string, window: DateWindow, label: string, today: string): string {
  const { from, to } = windowOf(window, today);
  if (day < from || day > to) throw badRequest(windowMessage(window, label, today));
  return day;
}
