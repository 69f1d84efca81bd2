import { StopBody, type Stop } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useCreateStop } from '../api/create-stop';
import { useUpdateStop } from '../api/update-stop';

interface Values {
  name: string;
  pickupAt: string;
  fare: string;
}
const empty: Values = { name: '', pickupAt: '', fare: '' };
const toBody = (v: Values) => ({ name: v.name.trim(), pickupAt: v.pickupAt, fare: v.fare.trim() === '' ? undefined : Number(v.fare) });
const resolver = schemaResolver<Values>(StopBody, undefined, { toBody });

/** Add stop / Edit stop: name, pickup time (HH:MM) and the monthly fare in rupees. */
export function StopDialog({ open, onClose, routeId, stop }: { open: boolean; onClose: () => void; routeId: string; stop: Stop | null }) {
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const create = useCreateStop(routeId);
  const update = useUpdateStop();
  useEffect(() => {
    if (open) form.reset(stop ? { name: stop.name, pickupAt: stop.pickupAt, fare: String(stop.fare) } : empty);
  }, [open, stop, form]);
  const errors = form.formState.errors;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={stop ? 'Edit stop' : 'Add stop'}
      description="Riders are picked up here at this time; the fare is charged monthly."
      submitLabel={stop ? 'Save' : 'Add stop'}
      form={form}
      submit={(v) => {
        const body = toBody(v) as StopBody;
        return stop ? update.mutateAsync({ stopId: stop._id, body }) : create.mutateAsync(body);
      }}
      onSuccess={onClose}
    >
      <TextField label="Stop name" required maxLength={100} {...form.register('name')} error={errorOf(errors, 'name')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Pickup time" type="time" required {...form.register('pickupAt')} error={errorOf(errors, 'pickupAt')} />
        <TextField
          label="Monthly fare (₹)"
          inputMode="decimal"
          required
          {...filtered(form.register('fare'), (t) => t.replace(/[^\d.]/g, ''))}
          error={errorOf(errors, 'fare')}
        />
      </div>
    </FormDialog>
  );
}
