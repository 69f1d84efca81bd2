import { MAX_VEHICLE_SEATS, VEHICLE_STATUSES, type Vehicle } from '@school/contracts';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { FormDrawer } from '@/components/drawer';
import { SelectField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormDialog } from '@/components/form-dialog';
import { bind, errorOf, filtered } from '@/lib/schema-form';
import { useSaveVehicle, type VehicleInput } from '../api/save-vehicle';
import { emptyVehicle, vehicleResolver, vehicleValues } from './fleet-forms';
import { STATUS_LABELS } from './vehicle-status-badge';

const digits = (t: string) => t.replace(/\D/g, '');

/** The fields of Add New Vehicle and the vehicle edit drawer (000 §2), two columns from 640 px. */
function VehicleFields({ form, current }: { form: UseFormReturn<VehicleInput>; current?: Vehicle }) {
  const errors = form.formState.errors;
  const text = (name: keyof VehicleInput & string) => ({ ...form.register(name), error: errorOf(errors, name) });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label="Vehicle name" required maxLength={100} placeholder="e.g. School Bus 1" {...text('vehicleName')} />
      <TextField label="Vehicle number" required maxLength={20} placeholder="e.g. MH 12 AB 1234" {...text('vehicleNumber')} />
      <TextField
        label="RC number"
        required
        inputMode="numeric"
        maxLength={30}
        {...filtered(form.register('rcNumber'), digits)}
        error={errorOf(errors, 'rcNumber')}
      />
      <TextField label="RC expiry date" required type="date" {...text('rcExpiryDate')} />
      <TextField label="Insurance number" required maxLength={40} {...text('insuranceNumber')} />
      <TextField label="Insurance expiry date" required type="date" {...text('insuranceExpiryDate')} />
      <TextField
        label="PUC number"
        required
        inputMode="numeric"
        maxLength={30}
        {...filtered(form.register('pucNumber'), digits)}
        error={errorOf(errors, 'pucNumber')}
      />
      <TextField label="PUC expiry date" required type="date" {...text('pucExpiryDate')} />
      <SelectField label="Status" required {...text('status')}>
        <option value="">Choose a status</option>
        {VEHICLE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Seats for students"
        inputMode="numeric"
        maxLength={3}
        hint={`Optional, up to ${MAX_VEHICLE_SEATS}: routes cannot carry more riders.`}
        {...filtered(form.register('seats'), digits)}
        error={errorOf(errors, 'seats')}
      />
      <div className="sm:col-span-2">
        <FileInput label="Image" {...bind(form, 'image')} currentUrl={current?.image} hint="Optional. PNG, JPEG or WebP." />
      </div>
    </div>
  );
}

function useVehicleForm() {
  return useForm<VehicleInput>({ defaultValues: emptyVehicle, resolver: vehicleResolver });
}

/** Add New Vehicle (000 §2): multipart, image optional; on success it closes, resets and the list refreshes. */
export function AddVehicleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useVehicleForm();
  const save = useSaveVehicle();
  const close = () => {
    form.reset(emptyVehicle);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add New Vehicle"
      submitLabel="Add Vehicle"
      form={form}
      submit={(input) => save.mutateAsync({ input })}
      onSuccess={close}
    >
      <VehicleFields form={form} />
    </FormDialog>
  );
}

/** The vehicle edit drawer (000 §2): the same fields, filled from the row. */
export function EditVehicleDrawer({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const form = useVehicleForm();
  const save = useSaveVehicle();
  useEffect(() => {
    if (vehicle) form.reset(vehicleValues(vehicle));
  }, [vehicle, form]);
  return (
    <FormDrawer
      open={!!vehicle}
      onClose={onClose}
      title="Edit Vehicle"
      description={vehicle ? `${vehicle.vehicleNumber} (${vehicle.vehicleName})` : undefined}
      submitLabel="Save changes"
      form={form}
      submit={(input) => save.mutateAsync({ id: vehicle!._id, input })}
      onSuccess={onClose}
    >
      {vehicle ? <VehicleFields form={form} current={vehicle} /> : null}
    </FormDrawer>
  );
}
