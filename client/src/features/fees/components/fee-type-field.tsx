import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { FeeType } from '../api/types';

const options = [
  { value: 'ONETIME', label: 'One time', text: 'One charge for the date range' },
  { value: 'RECURRING', label: 'Recurring', text: 'A charge every month' },
] as const;

/** Fee type as two radio cards (000 §9: ONETIME or RECURRING). */
export function FeeTypeField({ value, onChange, error }: { value: FeeType | ''; onChange: (v: FeeType) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">
        Fee type<span className="ml-0.5 text-rose-600" aria-hidden="true">*</span>
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {options.map((o) => {
          const checked = value === o.value;
          return (
            <label
              key={o.value}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-xl border px-4 py-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                checked ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500' : error ? 'border-rose-400' : 'border-slate-300 hover:border-slate-400',
              )}
            >
              <input type="radio" name={`${id}-type`} value={o.value} checked={checked} onChange={() => onChange(o.value)} className="sr-only" aria-invalid={error ? true : undefined} />
              <span className="font-semibold text-slate-900">{o.label}</span>
              <span className="text-slate-600">{o.text}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
