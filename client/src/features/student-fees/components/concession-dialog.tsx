import { GrantConcessionBody } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { formatRupees } from '@/lib/format';
import { errorOf, filtered, pick, schemaResolver } from '@/lib/schema-form';
import { useGrantConcession } from '../api/grant-concession';
import { concessionBody, validateConcession, type ConcessionValues } from './adjustment-forms';

type Values = ConcessionValues;
const empty: Values = { kind: 'CONCESSION', mode: 'AMOUNT', value: '', reason: '' };

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
