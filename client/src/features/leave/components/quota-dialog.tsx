import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/field';
import { errorOf } from '@/lib/schema-form';
import { useLeaveQuota, useSetLeaveQuota } from '../api/applications';
import { LEAVE_CODE_LABELS, type LeaveCode } from './leave-format';

type QuotaValues = Record<LeaveCode, string>;
const CODES = Object.keys(LEAVE_CODE_LABELS) as LeaveCode[];

/** Empty is no quota; else days from 0 to 366, half days allowed (the server's rule). */
function check(v: QuotaValues) {
  const errors: Partial<Record<LeaveCode, string>> = {};
  for (const c of CODES) {
    const raw = v[c].trim();
    if (!raw) continue;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0 || n > 366 || !Number.isInteger(n * 2))
      errors[c] = 'A quota is a number of days from 0 to 366 (half days allowed), or empty for no quota.';
  }
  return errors;
}

/** Leave quotas (ADMIN): yearly days per leave code, January to December; applications beyond what is left are refused. */
export function QuotaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const quota = useLeaveQuota();
  const save = useSetLeaveQuota();
  const form = useForm<QuotaValues>({
    defaultValues: { SICK_LEAVE: '', CASUAL_LEAVE: '' },
    resolver: (values) => {
      const errors = check(values);
      return Object.keys(errors).length
        ? { values: {}, errors: Object.fromEntries(Object.entries(errors).map(([k, message]) => [k, { type: 'validate', message }])) }
        : { values, errors: {} };
    },
  });
  useEffect(() => {
    if (!open || !quota.data) return;
    form.reset(Object.fromEntries(quota.data.data.map((q) => [q.leaveCode, q.days === null ? '' : String(q.days)])) as QuotaValues);
  }, [open, quota.data, form]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Leave Quotas"
      description="Days a person may take per calendar year (January to December). Leave empty for no quota."
      submitLabel="Save quotas"
      form={form}
      submit={(v) => save.mutateAsync(CODES.map((leaveCode) => ({ leaveCode, days: v[leaveCode].trim() ? Number(v[leaveCode]) : null })))}
      onSuccess={onClose}
    >
      {CODES.map((c) => (
        <TextField
          key={c}
          type="number"
          inputMode="decimal"
          min={0}
          max={366}
          step={0.5}
          label={`${LEAVE_CODE_LABELS[c]} (days per year)`}
          placeholder="No quota"
          {...form.register(c)}
          error={errorOf(form.formState.errors, c)}
        />
      ))}
    </FormDialog>
  );
}
