import { daysFromTo, TRANSPORT_EXPIRY_NOTICE_DAYS, windowMessage, windowOf } from '@school/contracts';

/** The viewer's day, YYYY-MM-DD (a date input's value; the server judges by the institute's day, the same in practice). */
export function localDay(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Days from `today` to `expiry` (0: expires today, negative: expired); null when either is not a day. */
export function daysLeft(expiry: string, today: string): number | null {
  const n = daysFromTo(today, expiry.slice(0, 10));
  return n === null ? null : n - 1;
}

export type ExpiryState = 'expired' | 'soon' | 'ok';

/** Expired, within the notice window (issue 18 §2: 30 days), or fine. */
export function expiryState(expiry: string, today: string): ExpiryState {
  const left = daysLeft(expiry, today);
  if (left === null) return 'ok';
  if (left < 0) return 'expired';
  return left <= TRANSPORT_EXPIRY_NOTICE_DAYS ? 'soon' : 'ok';
}

/** `startTime` of 000 §7: today's date with the chosen time (`HH:MM`, the viewer's clock), as an ISO date-time. */
export function startTimeIso(time: string, now: Date = new Date()): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!m) return '';
  const at = new Date(now);
  at.setHours(Number(m[1]), Number(m[2]), 0, 0);
  return at.toISOString();
}

/** An ISO date-time's time of day on the viewer's clock, `HH:MM`; null when it is no date-time. */
export function localClock(iso: string): string | null {
  const at = new Date(iso);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso) || Number.isNaN(at.getTime())) return null;
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** A route's start as `h:mm AM` from its `HH:MM`. */
export function clockLabel(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!m) return hhmm || '—';
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A day as 'Nov 25, 2026' (the papers' expiry dates are days, no time). */
export function dayLabel(day: string): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00`);
  return Number.isNaN(d.getTime()) ? day || '—' : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/**
 * The expiry dates of a form: empty → the spec's message (`required`), outside the calendar window the server keeps →
 * its message. The contract's date fields take '' (no minLength), so the form says what the spec wants.
 */
export function expiryChecks<T extends object>(
  values: T,
  fields: Partial<Record<keyof T & string, { required: string; label: string }>>,
  today: string = localDay(),
): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  const { from, to } = windowOf('calendar', today);
  for (const [name, rule] of Object.entries(fields) as [string, { required: string; label: string }][]) {
    const v = String((values as Record<string, unknown>)[name] ?? '').trim();
    if (!v) out[name] = rule.required;
    else if (v < from || v > to) out[name] = windowMessage('calendar', rule.label, today);
  }
  return out;
}
