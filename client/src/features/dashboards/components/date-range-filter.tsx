import { useId } from 'react';
import { CalendarIcon } from '@/components/icons';
import { PERIODS, type Period, useStatRange } from './stat-range';

const control =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** The start and end date of the dashboard statistics (001 §2), as presets or a custom range. */
export function DateRangeFilter() {
  const id = useId();
  const { period, from, to, invalid, update } = useStatRange();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="relative">
        <label htmlFor={`${id}-period`} className="mb-1 block text-xs font-medium text-slate-600">
          Period
        </label>
        <CalendarIcon className="pointer-events-none absolute bottom-3 left-3 size-4 text-slate-500" />
        <select
          id={`${id}-period`}
          value={period}
          onChange={(e) => update({ period: e.target.value as Period })}
          className={`${control} pr-8 pl-9`}
        >
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      {period === 'custom' ? (
        <>
          <div>
            <label htmlFor={`${id}-from`} className="mb-1 block text-xs font-medium text-slate-600">
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => update({ from: e.target.value })}
              className={control}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="mb-1 block text-xs font-medium text-slate-600">
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => update({ to: e.target.value })}
              className={control}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-err` : undefined}
            />
          </div>
          {invalid ? (
            <p id={`${id}-err`} role="alert" className="w-full text-sm text-rose-600">
              End date cannot be before start date.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
