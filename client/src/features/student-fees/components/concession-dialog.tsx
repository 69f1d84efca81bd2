import { GrantConcessionBody, type ConcessionKind, type GrantConcessionBody as Body } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { formatRupees } from '@/lib/format';
import { errorOf, filtered, pick, schemaResolver } from '@/lib/schema-form';
import { useGrantConcession } from '../api/grant-concession';

interface Values {
  kind: ConcessionKind | '';
  mode: 'AMOUNT' | 'PERCENT';
  value: string;
  reason: string;
}
const empty: Values = { kind: 'CONCESSION', mode: 'AMOUNT', value: '', reason: '' };

/** What the form can say before the server: the same words as the decider (adjustment-rules.ts). */
export function validateConcession(v: Values, due: number): Partial<Record<keyof Values, string>> {
  const n = Number(v.value);
  if (!v.value.trim()) return { value: v.mode === 'PERCENT' ? 'Percent is required.' : 'Amount is required.' };
  if (!Number.isFinite(n) || n <= 0)
    return { value: v.mode === 'PERCENT' ? 'Percent must be more than 0 and at most 100.' : 'Amount must be a positive number.' };
  if (v.mode === 'PERCENT' && n > 100) return { value: 'Percent must be more than 0 and at most 100.' };
  if (v.mode === 'AMOUNT' && n > due) return { value: `The concession is more than what is left to pay (${formatRupees(due)}).` };
  return {};
}

export const concessionBody = (v: Values): Body => ({
  kind: (v.kind || 'CONCESSION') as ConcessionKind,
  ...(v.mode === 'PERCENT' ? { percent: Number(v.value) } : { amount: Number(v.value) }),
  reason: v.reason.trim(),
});

export interface ConcessionTarget {
  chargeId: string;
  /** "Exam fee, Mar 2027 · Arjun Mehta" */
  label: string;
  grossAmount: number;
  due: number;
}

/** Grant a concession or scholarship on one charge (ADMIN): an amount or a percent of its gross amount, with a reason. */
export function ConcessionDialog({ target, onClose }: { target: ConcessionTarget | null; onClose: () => void }) {
  const due = target?.due ?? 0;
  const form = useForm<Values>({
    defaultValues: empty,
    resolver: schemaResolver<Values>(pick(GrantConcessionBody, ['kind', 'reason']), (v) => validateConcession(v, due)),
  });
  const grant = useGrantConcession();
  const errors = form.formState.errors;
  const mode = form.watch('mode');
  const close = () => {
    form.reset(empty);
    onClose();
  };
  return (
    <FormDialog
      open={!!target}
      onClose={close}
      title="Concession"
      description={
        target
          ? `${target.label}: ${formatRupees(target.grossAmount)} before concessions, ${formatRupees(target.due)} left to pay. The charge is lowered, never below what was paid; the History shows who granted it and why.`
          : undefined
      }
      submitLabel="Grant"
      form={form}
      submit={(v) => grant.mutateAsync({ chargeId: target!.chargeId, body: concessionBody(v) })}
      onSuccess={close}
    >
      <SelectField label="Kind" required {...form.register('kind')} error={errorOf(errors, 'kind')}>
        <option value="CONCESSION">Concession</option>
        <option value="SCHOLARSHIP">Scholarship</option>
      </SelectField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField label="Lower by" {...form.register('mode')}>
          <option value="AMOUNT">An amount (₹)</option>
          <option value="PERCENT">A percent of the fee</option>
        </SelectField>
        <TextField
          label={mode === 'PERCENT' ? 'Percent (%)' : 'Amount (₹)'}
          required
          inputMode="decimal"
          placeholder={mode === 'PERCENT' ? '25' : '0.00'}
          {...filtered(form.register('value'), (t) => t.replace(/[^\d.]/g, ''))}
          error={errorOf(errors, 'value')}
        />
      </div>
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={500}
        placeholder="e.g. Merit scholarship, sibling concession"
        {...form.register('reason')}
        error={errorOf(errors, 'reason')}
      />
    </FormDialog>
  );
}
