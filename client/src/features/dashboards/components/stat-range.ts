import { useLocation, useSearch } from 'wouter';
import type { StatRange } from '../api/dashboard-keys';

export const PERIODS = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'month', label: 'This month' },
  { value: 'year', label: 'This year' },
  { value: 'custom', label: 'Custom range' },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

const DAY = 86_400_000;
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);
/** `YYYY-MM-DD` as a local date (a date input's value). */
const parseDay = (s: string | null) => {
  const m = s?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
};

/** The dashboard's period, kept in the URL (?period=, and ?from=&to= for a custom range) so it can be bookmarked. */
export function useStatRange() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const raw = params.get('period');
  const period: Period = PERIODS.some((p) => p.value === raw) ? (raw as Period) : 'all';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';

  const now = new Date();
  let start: Date | null = null;
  let end: Date | null = null;
  if (period === 'today') start = startOfDay(now);
  else if (period === '7d') start = startOfDay(new Date(now.getTime() - 6 * DAY));
  else if (period === '30d') start = startOfDay(new Date(now.getTime() - 29 * DAY));
  else if (period === 'month') start = new Date(now.getFullYear(), now.getMonth(), 1);
  else if (period === 'year') start = new Date(now.getFullYear(), 0, 1);
  else if (period === 'custom') {
    start = parseDay(from);
    const t = parseDay(to);
    end = t ? endOfDay(t) : null;
  }
  // Day boundaries, not `now`: the query key stays the same from one render to the next.
  const range: StatRange = {};
  if (start) range.startDate = start.toISOString();
  if (end) range.endDate = end.toISOString();
  const invalid = !!(start && end && end < start);

  const update = (next: { period?: Period; from?: string; to?: string }) => {
    const p = new URLSearchParams(search);
    const merged = { period, from, to, ...next };
    p.delete('period');
    p.delete('from');
    p.delete('to');
    if (merged.period !== 'all') p.set('period', merged.period);
    if (merged.period === 'custom') {
      if (merged.from) p.set('from', merged.from);
      if (merged.to) p.set('to', merged.to);
    }
    const qs = p.toString();
    navigate(`${location}${qs ? `?${qs}` : ''}`, { replace: true });
  };

  return { period, from, to, range: invalid ? {} : range, invalid, update };
}
