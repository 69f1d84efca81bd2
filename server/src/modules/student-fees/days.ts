/**
 * Calendar days of the institute. Institutes carry no time zone yet and the product works in rupees: India's zone,
 * as in academics (kept beside the fees so this module does not reach into another's internals).
 */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const instituteDay = (at: Date): string => dayFormat.format(at);

/** `2025-06-01` is that day; an ISO date-time is the day it falls on in the institute. Null when not a date. */
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

/** Rupees with at most two decimals: 10.005 is refused rather than silently rounded (as finance does). */
export const isRupeeAmount = (n: number) => Number.isFinite(n) && n > 0 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
