import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { api, type Envelope } from '@/lib/api-client';
import { errorOf, NO_SCHEMA, schemaResolver } from '@/lib/schema-form';
import { useAssignmentWrite } from '../api/assignment-writes';
import type { LatePolicy, LatePolicyState } from '../api/types';

interface Values {
  policy: LatePolicy;
  penaltyPercentPerDay: string;
}

const check = (v: Values): Record<string, string | undefined> => {
  if (v.policy !== 'PENALTY') return {};
  const n = Number(v.penaltyPercentPerDay);
  if (v.penaltyPercentPerDay.trim() === '') return { penaltyPercentPerDay: 'Give a penalty percent per late day.' };
  return n >= 0 && n <= 100 ? {} : { penaltyPercentPerDay: 'Penalty must be between 0 and 100 percent a day.' };
};
const resolver = schemaResolver<Values>(NO_SCHEMA, check);

/** PUT assignment/late-policy (ADMIN): refuse late answers (the spec's rule), or take them minus a percent per late day. */
export function LatePolicyDialog({ open, onClose, current }: { open: boolean; onClose: () => void; current: LatePolicyState | undefined }) {
  const save = useAssignmentWrite(
    (v: Values) =>
      api.put<Envelope<LatePolicyState>>('assignment/late-policy', {
        policy: v.policy,
        penaltyPercentPerDay: v.policy === 'PENALTY' ? Number(v.penaltyPercentPerDay) : 0,
      }),
    ['assignment'],
  );
  const initial = (): Values => ({
    policy: current?.policy ?? 'REFUSE',
    penaltyPercentPerDay: current?.policy === 'PENALTY' ? String(current.penaltyPercentPerDay) : '',
  });
  const form = useForm<Values>({ defaultValues: initial(), resolver });
  const penalty = form.watch('policy') === 'PENALTY';
  const close = () => {
    form.reset(initial());
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Late submissions"
      description="What happens to an answer after an assignment's due date, for the whole institute."
      submitLabel="Save"
      form={form}
      submit={(v) => save.mutateAsync(v)}
      onSuccess={close}
    >
      <SelectField label="Policy" required {...form.register('policy')}>
        <option value="REFUSE">Refuse: a past-due assignment cannot be opened</option>
        <option value="PENALTY">Accept, with a penalty per late day</option>
      </SelectField>
      {penalty ? (
        <TextField
          label="Penalty (percent per late day)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          required
          {...form.register('penaltyPercentPerDay')}
          error={errorOf(form.formState.errors, 'penaltyPercentPerDay')}
        />
      ) : null}
    </FormDialog>
  );
}
