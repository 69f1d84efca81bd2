import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SearchIcon } from './icons';

/**
 * A search box that reports its text once typing pauses for 500 ms (001 §9, 000 §9). `value` is the search in force (a
 * list's URL): the box starts with it and follows it when it changes from outside (the back button).
 */
export function SearchInput({
  label,
  placeholder,
  onSearch,
  delay = 500,
  value = '',
}: {
  label: string;
  placeholder?: string;
  onSearch: (text: string) => void;
  delay?: number;
  value?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText((t) => (t.trim() === value ? t : value)), [value]);
  const settled = useDebouncedValue(text, delay);
  const report = useRef(onSearch);
  report.current = onSearch;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    report.current(settled.trim());
  }, [settled]);
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder ?? label}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-xs placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
    </div>
  );
}
