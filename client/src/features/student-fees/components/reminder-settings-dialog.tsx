import { FeeReminderSettingsBody } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/field';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { useSetReminderSettings } from '../api/reminder-settings';

interface Values {
  daysAfterDue: number;
}
const resolver = schemaResolver<Values>(FeeReminderSettingsBody);

/** The institute's automatic reminders: "send a reminder N days after the due date" (0: off). ADMIN. */
export function ReminderSettingsDialog({ open, onClose, current }: { open: boolean; onClose: () => void; current: number }) {
  const form = useForm<Values>({ resolver, values: { daysAfterDue: current } });
  const save = useSetReminderSettings();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Automatic reminders"
      description="Once a day, students whose fees are this many days past their due date (and their parents) get a reminder: each fee once. 0 turns them off."
      submitLabel="Save"
      form={form}
      submit={(v) => save.mutateAsync({ daysAfterDue: Number(v.daysAfterDue) })}
      onSuccess={onClose}
    >
      <TextField
        label="Days after the due date"
        type="number"
        inputMode="numeric"
        min={0}
        max={90}
        required
        hint="0 (off), or 1 to 90"
        {...form.register('daysAfterDue', { valueAsNumber: true })}
        error={errorOf(form.formState.errors, 'daysAfterDue')}
      />
    </FormDialog>
  );
}
