import { useId } from 'react';
import { cn } from '@/lib/cn';

export type FinanceTypeValue = '' | 'CREDIT' | 'DEBIT';

const options = [
  { value: 'CREDIT', label: 'Credit', text: 'Money received' },
  { value: 'DEBIT', label: 'Debit', text: 'Money spent' },
] as const;

/** Finance type as two radio cards (000 §9: CREDIT or DEBIT). */
export function FinanceTypeField({ value, onChange, error }: { value: FinanceTypeValue; onChange: (v: FinanceTypeValue) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">
        Finance type<span className="ml-0.5 text-rose-600" aria-hidden="true">*</span>
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {options.map((o) => {
          const checked = value === o.value;
          return (
            <label
              key={o.value}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-xl border px-4 py-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                checked
                  ? o.value === 'CREDIT'
                    ? 'border-emerald-500 bg-emerald-50/60 ring-1 ring-emerald-500'
                    : 'border-rose-500 bg-rose-50/60 ring-1 ring-rose-500'
                  : error
                    ? 'border-rose-400'
                    : 'border-slate-300 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={`${id}-type`}
                value={o.value}
                checked={checked}
                onChange={() => onChange(o.value)}
                className="sr-only"
                aria-invalid={error ? true : undefined}
              />
              <span className="font-semibold text-slate-900">
                <span aria-hidden="true" className={o.value === 'CREDIT' ? 'text-emerald-700' : 'text-rose-700'}>
                  {o.value === 'CREDIT' ? '+ ' : '− '}
                </span>
                {o.label}
              </span>
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
