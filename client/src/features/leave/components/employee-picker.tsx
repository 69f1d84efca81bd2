import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useId, useState } from 'react';
import { inputClass } from '@/components/field';
import { useUsers, UserAvatar } from '@/features/people';
import { roleLabel } from '@/lib/routes';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Role } from '@school/contracts';

/** The employee a leave is for: what the picker shows and sends. */
export interface Employee {
  _id: string;
  displayName: string;
  email: string;
  role: string;
  photoUrl: string | null;
}

/**
 * 000 §6 "Teachers and staff are listed for leave": a searchable picker over
 * GET user?role=TEACHER&role=STAFF&perPage=20&pageNo=1[&searchTitle=].
 */
export function EmployeePicker({ value, onChange, error }: { value: Employee | null; onChange: (e: Employee | null) => void; error?: string }) {
  const [query, setQuery] = useState('');
  const searchTitle = useDebouncedValue(query.trim(), 300);
  const users = useUsers({ role: ['TEACHER', 'STAFF'], pageNo: 1, perPage: 20, searchTitle });
  const rows = users.data?.data ?? [];
  const errorId = useId();
  return (
    <Field className="space-y-1.5">
      <Label className="block text-sm font-medium text-slate-700">
        Employee name
        <span className="ml-0.5 text-rose-600" aria-hidden="true">
          *
        </span>
      </Label>
      <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} by="_id">
        <ComboboxInput
          className={inputClass(!!error)}
          displayValue={(u: Employee | null) => u?.displayName ?? ''}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search a teacher or staff member"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-[60] mt-1 max-h-64 w-(--input-width) overflow-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/5 empty:invisible"
        >
          {rows.map((u) => (
            <ComboboxOption
              key={u._id}
              value={{ _id: u._id, displayName: u.displayName, email: u.email, role: u.role, photoUrl: u.photoUrl }}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm data-focus:bg-brand-50"
            >
              <UserAvatar name={u.displayName} photoUrl={u.photoUrl} />
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{u.displayName}</span>
                <span className="block truncate text-xs text-slate-600">
                  {roleLabel(u.role as Role)} · {u.email}
                </span>
              </span>
            </ComboboxOption>
          ))}
          {users.isSuccess && rows.length === 0 ? <p className="px-3 py-2 text-sm text-slate-600">No teacher or staff member found.</p> : null}
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
