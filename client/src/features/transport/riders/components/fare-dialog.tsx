import { FareBody } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useChargeFare } from '../api/charge-fare';
import { useFeeOptions } from '../api/get-fee-options';

interface Values {
  fees: string;
  startDate: string;
  endDate: string;
  dueDay: string;
}
const empty: Values = { fees: '', startDate: '', endDate: '', dueDay: '10' };
const toBody = (v: Values) => ({
  fees: v.fees,
  startDate: v.startDate,
  endDate: v.endDate,
  ...(v.dueDay.trim() ? { dueDay: Number(v.dueDay) } : {}),
});
const resolver = schemaResolver<Values>(
  FareBody,
  (v) => ({
    endDate: v.startDate && v.endDate && v.endDate < v.startDate ? 'End date must not be before start date.' : undefined,
  }),
  { toBody },
);

/**
 * Charge fare: a RECURRING monthly student fee per rider at their stop's fare, from the fee master chosen (pending
 * fees, receipts and defaulters show it as any fee). Calling again charges only riders and months not yet charged.
 */
export function FareDialog({ open, onClose, routeId }: { open: boolean; onClose: () => void; routeId: string }) {
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const fees = useFeeOptions(open);
  const charge = useChargeFare(routeId);
  useEffect(() => {
    if (open) form.reset(empty);
  }, [open, form]);
  const errors = form.formState.errors;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Charge fare"
      description={
        'Each rider is charged their stop’s fare every month, from the month they joined the route. The message says how many charges were raised.'
      }
      submitLabel="Charge"
      form={form}
      submit={async (v) => {
        const res = await charge.mutateAsync(toBody(v) as FareBody);
        const d = res.data;
        return {
          message: `${res.message}: ${d.raised} charge${d.raised === 1 ? '' : 's'} for ${d.students} student${d.students === 1 ? '' : 's'} (${d.total} in all).`,
        };
      }}
      onSuccess={onClose}
    >
      <SelectField label="Fee" required {...form.register('fees')} error={errorOf(errors, 'fees')}>
        <option value="">{fees.isLoading ? 'Loading fees…' : 'Choose a fee'}</option>
        {(fees.data?.data ?? []).map((f) => (
          <option key={f._id} value={f._id}>
            {f.title}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Start date" type="date" required {...form.register('startDate')} error={errorOf(errors, 'startDate')} />
        <TextField label="End date" type="date" required {...form.register('endDate')} error={errorOf(errors, 'endDate')} />
      </div>
      <TextField
        label="Due day of the month"
        inputMode="numeric"
        hint="1 to 28"
        {...filtered(form.register('dueDay'), (t) => t.replace(/\D/g, '').slice(0, 2))}
        error={errorOf(errors, 'dueDay')}
      />
    </FormDialog>
  );
}
