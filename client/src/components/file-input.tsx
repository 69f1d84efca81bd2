import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { shortFileName } from '@/lib/format';
import { CloseIcon, ImageIcon } from './icons';

export interface FileInputProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  accept?: string;
  /** The stored file, shown until a new one is chosen. */
  currentUrl?: string | null;
  hint?: string;
  error?: string | null;
  /** What stands for a file that is not an image (a spreadsheet for bulk uploads); an image shows its preview. */
  icon?: ReactNode;
}

/** A file picker with a preview; long names show as an ellipsis plus the last 9 characters (000 §2). */
export function FileInput({ label, value, onChange, accept = 'image/*', currentUrl, hint, error, icon }: FileInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (value?.type.startsWith('image/') ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);
  const shown = preview ?? currentUrl ?? null;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-slate-700" id={`${id}-label`}>
        {label}
      </span>
      <div className={cn('flex items-center gap-3 rounded-xl border border-dashed p-3', error ? 'border-rose-400' : 'border-slate-300')}>
        <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-2xl text-slate-500">
          {shown ? (
            <img
              src={shown}
              alt={value ? `Preview of ${value.name}` : `Current ${label.toLowerCase()}`}
              className="size-full object-cover"
            />
          ) : (
            (icon ?? <ImageIcon />)
          )}
        </div>
        <div className="min-w-0 flex-1">
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            className="peer sr-only"
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
          <label
            htmlFor={id}
            id={`${id}-button`}
            className="inline-flex cursor-pointer items-center rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-xs ring-1 ring-slate-300 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500"
          >
            {value ? 'Change file' : 'Choose file'}
          </label>
          <p className="mt-1 truncate text-xs text-slate-600" title={value?.name}>
            {value ? shortFileName(value.name) : currentUrl ? 'Current file kept' : 'No file chosen'}
          </p>
        </div>
        {value ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            aria-label={`Remove ${value.name}`}
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
