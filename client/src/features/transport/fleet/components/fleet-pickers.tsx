import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PlusIcon } from '@/components/icons';
import { OptionPicker, type Option } from '@/components/option-picker';

/**
 * A vehicle or driver picker (20 a search) with the spec's 'Add New' shortcut under it (000 §2): the vehicle or driver
 * sought is not there yet, so the link opens the page that adds it.
 */
export function FleetPicker({
  label,
  value,
  onChange,
  useOptions,
  error,
  addHref,
  addLabel,
}: {
  label: string;
  value: Option | null;
  onChange: (v: Option | null) => void;
  useOptions: (search: string) => UseQueryResult<Option[]>;
  error?: string;
  addHref: string;
  addLabel: string;
}) {
  return (
    <div>
      <OptionPicker label={label} value={value} onChange={onChange} useOptions={useOptions} placeholder="Search" error={error} />
      <p className="mt-1 text-sm text-slate-600">
        Not listed?{' '}
        <Link href={addHref} className="inline-flex items-center gap-0.5 font-medium text-brand-700 hover:text-brand-800">
          <PlusIcon className="size-3.5" />
          Add New
          <span className="sr-only"> {addLabel}</span>
        </Link>
      </p>
    </div>
  );
}
