import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { PaymentMode } from '../api/types';

/** Mode of payment: ONLINE or CASH; STUDENT and PARENT only see ONLINE (000 §6). */
export function PaymentModeField({ value, onChange, error, onlineOnly }: { value: PaymentMode | ''; onChange: (v: PaymentMode) => void; error?: string; onlineOnly: boolean }) {
  const id = useId();
  const modes: { value: PaymentMode; label: string; text: string }[] = [
    { value: 'ONLINE', label: 'Online', text: 'Card, UPI or net banking' },
    ...(onlineOnly ? [] : [{ value: 'CASH' as const, label: 'Cash', text: 'Received at the counter' }]),
  ];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">
        Mode of payment<span className="ml-0.5 text-rose-600" aria-hidden="true">*</span>
      </legend>
      <div className={cn('grid gap-3', modes.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
        {modes.map((o) => (
          <label
            key={o.value}
            className={cn(
              'relative flex cursor-pointer flex-col rounded-xl border px-4 py-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === o.value ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500' : error ? 'border-rose-400' : 'border-slate-300 hover:border-slate-400',
            )}
          >
            <input type="radio" name={`${id}-mode`} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="sr-only" aria-invalid={error ? true : undefined} />
            <span className="font-semibold text-slate-900">{o.label}</span>
            <span className="text-slate-600">{o.text}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
