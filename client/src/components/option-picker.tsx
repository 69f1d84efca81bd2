import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useId, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { inputClass } from '@/components/field';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** One choice of a picker: what it shows, and a second line (a code, an e-mail). */
export interface Option {
  _id: string;
  label: string;
  detail?: string;
}

interface Props {
  label: string;
  value: Option | null;
  onChange: (v: Option | null) => void;
  /** The options for a search text (a picker call of 20, 002 §9). */
  useOptions: (search: string) => UseQueryResult<Option[]>;
  placeholder?: string;
  error?: string | null;
  /** A form's required field (the default); a list filter passes false. */
  required?: boolean;
}

/** A searchable picker; nothing found reads 'No options found' (002 §8). */
export function OptionPicker({ label, value, onChange, useOptions, placeholder, error, required = true }: Props) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), 300);
  const options = useOptions(search);
  const rows = options.data ?? [];
  const errorId = useId();
  return (
    <Field className="space-y-1.5">
      <Label className="block text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <span className="text-rose-600" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} by="_id">
        <ComboboxInput
          className={inputClass(!!error)}
          displayValue={(o: Option | null) => o?.label ?? ''}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={placeholder ?? 'Search'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          autoComplete="off"
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-[60] mt-1 max-h-64 w-(--input-width) overflow-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/5"
        >
          {options.isPending ? (
            <div className="px-2.5 py-2 text-sm text-slate-600">Loading…</div>
          ) : rows.length === 0 ? (
            <div className="px-2.5 py-2 text-sm text-slate-600">No options found</div>
          ) : (
            rows.map((o) => (
              <ComboboxOption key={o._id} value={o} className="cursor-pointer rounded-lg px-2.5 py-2 text-sm data-focus:bg-brand-50">
                <span className="block truncate font-medium text-slate-900">{o.label}</span>
                {o.detail ? <span className="block truncate text-xs text-slate-600">{o.detail}</span> : null}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      {error ? (
        <p id={errorId} className="text-sm text-rose-600" role="alert">
          {error}
        </p>
      ) : null}
    </Field>
  );
}
