import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** `YYYY-MM` moved by `by` months. */
export const shiftMonth = (month: string, by: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** `YYYY-MM` as "November 2026". */
export const monthTitle = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** A monthly calendar's title with its previous and next month buttons (no month after `max`). */
export function MonthNavigator({
  month,
  max,
  onChange,
  heading: Heading = 'h2',
}: {
  month: string;
  max: string;
  onChange: (month: string) => void;
  heading?: 'h2' | 'h3';
}) {
  return (
    <div className="mb-4 flex items-center justify-between gap-2">
      <button
        type="button"
        onClick={() => onChange(shiftMonth(month, -1))}
        className="inline-flex size-9 items-center justify-center rounded-lg ring-1 ring-slate-300 hover:bg-slate-50"
        aria-label="Previous month"
      >
        <ChevronLeftIcon className="size-4" />
      </button>
      <Heading className="text-base font-semibold text-slate-900" aria-live="polite" data-testid="calendar-month">
        {monthTitle(month)}
      </Heading>
      <button
        type="button"
        onClick={() => onChange(shiftMonth(month, 1))}
        disabled={month >= max}
        className="inline-flex size-9 items-center justify-center rounded-lg ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40"
        aria-label="Next month"
      >
        <ChevronRightIcon className="size-4" />
      </button>
    </div>
  );
}
