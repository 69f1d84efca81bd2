import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  /** One line under the label. */
  text: string;
  /** Shown before the label, hidden from screen readers (a sign such as + or −). */
  mark?: ReactNode;
  /** The card's classes when chosen; the brand colour unless told. */
  checkedClass?: string;
}

interface RadioCardsFieldProps<T extends string> {
  /** The group's name, with the required mark (every such choice in the spec is required). */
  legend: string;
  options: readonly RadioCardOption<T>[];
  value: T | '';
  onChange: (v: T) => void;
  error?: string;
}

const CHECKED = 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500';

/** A required choice among a few values as radio cards (label and a line of text each), one or two per row. */
export function RadioCardsField<T extends string>({ legend, options, value, onChange, error }: RadioCardsFieldProps<T>) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">
        {legend}
        <span className="ml-0.5 text-rose-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className={cn('grid gap-3', options.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
        {options.map((o) => {
          const checked = value === o.value;
          return (
            <label
              key={o.value}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-xl border px-4 py-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                checked ? (o.checkedClass ?? CHECKED) : error ? 'border-rose-400' : 'border-slate-300 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={`${id}-choice`}
                value={o.value}
                checked={checked}
                onChange={() => onChange(o.value)}
                className="sr-only"
                aria-invalid={error ? true : undefined}
              />
              <span className="font-semibold text-slate-900">
                {o.mark ? <span aria-hidden="true">{o.mark}</span> : null}
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
