import { Field, Label, Switch } from '@headlessui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePermissionFlags, useSetPermission, type PermissionSubject } from '../api/permissions';

/**
 * The names the panel shows for the permission modules (contracts PERMISSION_MODULES). A drawer lists the modules the
 * server's flags reply names: only those the product has (a module lists itself once its routes land).
 */
export const MODULES: ReadonlyArray<{ key: string; label: string }> = [
  { key: 'department', label: 'Department' },
  { key: 'academics', label: 'Academics' },
  { key: 'batch', label: 'Batch' },
  { key: 'student', label: 'Student' },
  { key: 'staff', label: 'Staff' },
  { key: 'leave', label: 'Leave approvals' },
  { key: 'attendance', label: 'Attendance' },
  { key: 'fees', label: 'Fees' },
  { key: 'payment', label: 'Payment' },
  { key: 'finance', label: 'Finance' },
  { key: 'library', label: 'Library' },
  { key: 'inventory', label: 'Inventory' },
  { key: 'transport', label: 'Transport' },
  { key: 'placement', label: 'Placement' },
  { key: 'notice', label: 'Notice' },
  { key: 'exam', label: 'Exam' },
  { key: 'assignment', label: 'Assignment' },
  { key: 'timetable', label: 'Timetable' },
  { key: 'certificate', label: 'Certificate' },
  { key: 'bulkUpload', label: 'Bulk Upload' },
  { key: 'manageInstitute', label: 'Institute' },
];

/** 'bulkUpload' -> 'Bulk upload': the name of a module the list above does not know yet. */
export const moduleLabel = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An on/off row; the change itself waits for the caller's confirmation. */
export function ToggleRow({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <Field className="flex items-center justify-between gap-3 px-1 py-2.5">
      <span className="min-w-0">
        <Label className="block truncate text-sm font-medium text-slate-800">{label}</Label>
        {hint ? <span className="block truncate text-xs text-slate-600">{hint}</span> : null}
      </span>
      <Switch
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition focus:outline-none data-focus:ring-2 data-focus:ring-brand-500 data-focus:ring-offset-2 disabled:cursor-wait disabled:opacity-60',
          checked ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('inline-block size-4 rounded-full bg-white shadow transition', checked ? 'translate-x-6' : 'translate-x-1')}
        />
      </Switch>
    </Field>
  );
}

/** 000 §2–§4 / 001 §7: a switch per module; turning one on or off asks first ('Yes, Assign it!' / 'Yes, Remove it!'). */
export function ModuleSwitches({ kind, id, withInstitute }: { kind: PermissionSubject; id: string; withInstitute: boolean }) {
  const flags = usePermissionFlags(kind, id);
  const set = useSetPermission(kind, id);
  const [pending, setPending] = useState<{ key: string; label: string; on: boolean } | null>(null);
  if (flags.isPending)
    return (
      <div className="space-y-3 px-1 py-2" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} className="skeleton block h-6 w-full" />
        ))}
      </div>
    );
  if (flags.error) return <EmptyState title="Could not load the permissions" text={errorMessage(flags.error)} />;
  const modules = Object.keys(flags.data ?? {})
    .filter((key) => withInstitute || key !== 'manageInstitute')
    .map((key) => MODULES.find((m) => m.key === key) ?? { key, label: moduleLabel(key) });
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Modules">
        {modules.map((m) => (
          <li key={m.key}>
            <ToggleRow label={m.label} checked={!!flags.data?.[m.key]} onChange={(on) => setPending({ ...m, on })} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!pending}
        onClose={() => setPending(null)}
        text={
          pending
            ? pending.on
              ? `The ${pending.label} module will be assigned.`
              : `The ${pending.label} module will be removed.`
            : undefined
        }
        confirmLabel={pending?.on ? 'Yes, Assign it!' : 'Yes, Remove it!'}
        onConfirm={() => set.mutateAsync({ module: pending!.key, on: pending!.on })}
      />
    </>
  );
}
