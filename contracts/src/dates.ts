import { Type, type TString } from '@sinclair/typebox';

/**
 * The windows of dates the API accepts. Every date field of a body or query names one with `x-window`; the
 * server's validator reads the value as a day of the institute and refuses one outside the window, relative to the
 * institute's today, with `<label> must be between <from> and <to>.` A value that is not a date at all is left to
 * the field's own format or handler.
 *
 * - `birth`: dates of birth and career starts, from 1900 to today.
 * - `calendar`: days something happens (leave, holidays, fee periods, attendance, pay months, notices, timetable),
 *   from CALENDAR_YEARS_BACK years before today to CALENDAR_YEARS_AHEAD after.
 * - `session`: academic years, from 1950 to SESSION_YEARS_AHEAD years after today.
 * - `report`: filters of lists and reports, from 1900 to REPORT_YEARS_AHEAD years after today.
 */
export const DATE_WINDOWS = ['birth', 'calendar', 'session', 'report'] as const;
export type DateWindow = (typeof DATE_WINDOWS)[number];
export const WINDOW = 'x-window';
export const CALENDAR_YEARS_BACK = 5;
export const CALENDAR_YEARS_AHEAD = 5;
export const SESSION_YEARS_AHEAD = 15;
export const REPORT_YEARS_AHEAD = 10;
/** The longest leave one record may hold (a year); a longer absence is several leaves. */
export const MAX_LEAVE_DAYS = 366;

/**
 * The calendar days from `first` to `last` (`YYYY-MM-DD`), both counted: `2026-02-27`..`2026-03-02` is 4, a day to
 * itself is 1, a last day before the first gives 0 or less. Null when either is not a real day. Pure arithmetic on
 * UTC midnights, so no zone or daylight-saving shift can make a day count twice.
 */
export function daysFromTo(first: string, last: string): number | null {
  const at = (day: string) => {
    const t = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
    return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day ? null : t;
  };
  const a = at(first);
  const b = at(last);
  return a === null || b === null ? null : Math.round((b - a) / 86_400_000) + 1;
}

const shiftYears = (day: string, years: number) => `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4, 10)}`;

/** The first and last day of a window, given the institute's today (YYYY-MM-DD). */
export function windowOf(window: DateWindow, today: string): { from: string; to: string } {
  switch (window) {
    case 'birth':
      return { from: '1900-01-01', to: today };
    case 'calendar':
      return { from: shiftYears(today, -CALENDAR_YEARS_BACK), to: shiftYears(today, CALENDAR_YEARS_AHEAD) };
    case 'session':
      return { from: '1950-01-01', to: shiftYears(today, SESSION_YEARS_AHEAD) };
    case 'report':
      return { from: '1900-01-01', to: shiftYears(today, REPORT_YEARS_AHEAD) };
  }
}

/**
 * The day a client's value names, in every form the API takes: `YYYY-MM-DD`, an ISO date-time (the day it falls on
 * in the institute, by `zoneDay`), `YYYY-MM` (its first day), `YYYY` (1 January) or epoch milliseconds (5 digits or
 * more). Null when it is none of them or not a real day (2026-02-30).
 */
export function dayOfValue(value: string, zoneDay: (at: Date) => string): string | null {
  const v = value.trim();
  let day: string | null = null;
  if (/^\d{4}$/.test(v)) day = `${v}-01-01`;
  else if (/^\d{4}-\d{2}$/.test(v)) day = `${v}-01`;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(v)) day = v;
  else if (/^\d{4}-\d{2}-\d{2}T/.test(v) || /^-?\d{5,}$/.test(v)) {
    const at = new Date(/^-?\d+$/.test(v) ? Number(v) : v);
    if (Number.isNaN(at.getTime())) return null;
    // A real instant before year 1 or after 9999 is a day outside every window (it has no YYYY-MM-DD).
    return at.getUTCFullYear() < 1 || at.getUTCFullYear() > 9999 ? '0000-01-01' : zoneDay(at);
  }
  if (!day) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day ? day : null;
}

/** A date field: a string in the given window. `label` names it in messages ("Leave date"). */
export const DateField = (window: DateWindow, label: string, extra: Record<string, unknown> = {}): TString =>
  Type.String({ maxLength: 40, [WINDOW]: window, 'x-label': label, ...extra });

/** `<label> must be between <from> and <to>.`: days, or years for the session window. */
export function windowMessage(window: DateWindow, label: string, today: string): string {
  const { from, to } = windowOf(window, today);
  const show = (d: string) => (window === 'session' ? d.slice(0, 4) : d);
  return `${label} must be between ${show(from)} and ${show(to)}.`;
}
