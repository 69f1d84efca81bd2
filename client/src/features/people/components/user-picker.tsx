import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useId, useState } from 'react';
import { inputClass } from '@/components/field';
import { roleLabel } from '@/lib/routes';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Role } from '@school/contracts';
import { useUsers, type UserRow } from '../api/users';
import { UserAvatar } from '@/components/user-avatar';

/** What a picked user shows (a full UserRow, or the same fields carried by another record). */
export type PickedUser = Pick<UserRow, '_id' | 'displayName' | 'email' | 'photoUrl'> & { role: string };

interface Props {
  label: string;
  roles: string[];
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
  error?: string | null;
  /** Marks the label with the required star. */
  required?: boolean;
  placeholder?: string;
  /** Said when the search finds nobody; nothing unless told. */
  emptyText?: string;
}

/** A searchable user picker over GET user?role=…&perPage=20&pageNo=1&searchTitle= (name or e-mail). */
export function UserPicker({ label, roles, value, onChange, error, required, placeholder = 'Search by name or e-mail', emptyText }: Props) {
  const [query, setQuery] = useState('');
  const searchTitle = useDebouncedValue(query.trim(), 300);
  const users = useUsers({ role: roles, pageNo: 1, perPage: 20, searchTitle });
  const rows = users.data?.data ?? [];
  const errorId = useId();
  return (
    <Field className="space-y-1.5">
      <Label className="block text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <span className="ml-0.5 text-rose-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} by="_id">
        <ComboboxInput
          className={inputClass(!!error)}
          displayValue={(u: PickedUser | null) => u?.displayName ?? ''}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={placeholder}
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
              value={u}
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
          {emptyText && users.isSuccess && rows.length === 0 ? <p className="px-3 py-2 text-sm text-slate-600">{emptyText}</p> : null}
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
