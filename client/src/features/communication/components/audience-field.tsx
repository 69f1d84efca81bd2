import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { AudienceChoice, StaffKind } from './notice-form';

const audiences: { value: AudienceChoice; label: string; text: string }[] = [
  { value: 'ALL', label: 'Everyone', text: 'All staff, students and parents' },
  { value: 'STAFF', label: 'Staff', text: 'Teaching or non-teaching' },
  { value: 'STUDENT', label: 'Students', text: 'All students and their parents' },
];
const staffKinds: { value: Exclude<StaffKind, ''>; label: string }[] = [
  { value: 'TEACHER', label: 'Teaching' },
  { value: 'STAFF', label: 'Non-teaching' },
];

function RadioCard({
  name,
  checked,
  onChange,
  invalid,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col rounded-xl border px-3.5 py-2.5 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
        checked
          ? 'border-brand-600 bg-brand-50/70 ring-1 ring-brand-600'
          : invalid
            ? 'border-rose-400'
            : 'border-slate-300 hover:border-slate-400',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="sr-only" aria-invalid={invalid || undefined} />
      {children}
    </label>
  );
}

interface Props {
  audience: AudienceChoice;
  staffKind: StaffKind;
  onChange: (next: { audience: AudienceChoice; staffKind: StaffKind }) => void;
  staffKindError?: string;
}

/**
 * 001 §4 notice audience: ALL (default), STAFF with Teaching (role TEACHER) or Non-teaching (role STAFF), or
 * STUDENT. Batches do not exist yet, so a students' notice goes to every student and their parents.
 */
export function AudienceField({ audience, staffKind, onChange, staffKindError }: Props) {
  const id = useId();
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">Audience</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {audiences.map((a) => (
            <RadioCard
              key={a.value}
              name={`${id}-audience`}
              checked={audience === a.value}
              onChange={() => onChange({ audience: a.value, staffKind })}
            >
              <span className="font-semibold text-slate-900">{a.label}</span>
              <span className="text-xs text-slate-600">{a.text}</span>
            </RadioCard>
          ))}
        </div>
      </fieldset>
      {audience === 'STAFF' ? (
        <fieldset aria-describedby={staffKindError ? `${id}-staff-error` : undefined}>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">
            Staff type
            <span className="ml-0.5 text-rose-600" aria-hidden="true">
              *
            </span>
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {staffKinds.map((k) => (
              <RadioCard
                key={k.value}
                name={`${id}-staff`}
                checked={staffKind === k.value}
                invalid={!!staffKindError}
                onChange={() => onChange({ audience, staffKind: k.value })}
              >
                <span className="font-medium text-slate-900">{k.label}</span>
              </RadioCard>
            ))}
          </div>
          {staffKindError ? (
            <p id={`${id}-staff-error`} role="alert" className="mt-1.5 text-sm text-rose-600">
              {staffKindError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
