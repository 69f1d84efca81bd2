/**
 * The institute's calendar day. Institutes carry no time zone yet and the product works in rupees (000 §9):
 * India's zone. A decision a reader could question, kept in one place for every module.
 */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const instituteDay = (at: Date): string => dayFormat.format(at);

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
