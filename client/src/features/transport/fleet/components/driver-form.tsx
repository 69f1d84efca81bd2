import type { Driver } from '@school/contracts';
import { useEffect } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { FormDrawer } from '@/components/drawer';
import { TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormDialog } from '@/components/form-dialog';
import { bind, errorOf, filtered } from '@/lib/schema-form';
import { useSaveDriver, type DriverInput } from '../api/save-driver';
import { driverCreateResolver, driverEditResolver, driverValues, emptyDriver } from './fleet-forms';

function DriverFields({ form, current }: { form: UseFormReturn<DriverInput>; current?: Driver }) {
  const errors = form.formState.errors;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label="Driver name" required maxLength={100} {...form.register('name')} error={errorOf(errors, 'name')} />
      </div>
      <TextField
        label="Phone number"
        required
        type="tel"
        inputMode="numeric"
        maxLength={15}
        placeholder="10 digits or more"
        {...filtered(form.register('phoneNumber'), (t) => t.replace(/\D/g, ''))}
        error={errorOf(errors, 'phoneNumber')}
      />
      <TextField
        label="Driving license number"
        required
        maxLength={30}
        {...form.register('drivingLicenseNumber')}
        error={errorOf(errors, 'drivingLicenseNumber')}
      />
      <TextField
        label="License expiry date"
        required
        type="date"
        {...form.register('licenseExpiryDate')}
        error={errorOf(errors, 'licenseExpiryDate')}
      />
      <div className="sm:col-span-2">
        <FileInput label="Photo" {...bind(form, 'photo')} currentUrl={current?.photoUrl} hint="Optional. PNG, JPEG or WebP." />
      </div>
    </div>
  );
}

const useDriverForm = (resolver: Resolver<DriverInput>) => useForm<DriverInput>({ defaultValues: emptyDriver, resolver });

/** Add New Driver (000 §2): multipart, photo optional. */
export function AddDriverDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useDriverForm(driverCreateResolver);
  const save = useSaveDriver();
  const close = () => {
    form.reset(emptyDriver);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add New Driver"
      submitLabel="Add Driver"
      form={form}
      submit={(input) => save.mutateAsync({ input })}
      onSuccess={close}
    >
      <DriverFields form={form} />
    </FormDialog>
  );
}

/** The driver edit drawer (000 §2). */
export function EditDriverDrawer({ driver, onClose }: { driver: Driver | null; onClose: () => void }) {
  const form = useDriverForm(driverEditResolver);
  const save = useSaveDriver();
  useEffect(() => {
    if (driver) form.reset(driverValues(driver));
  }, [driver, form]);
  return (
    <FormDrawer
      open={!!driver}
      onClose={onClose}
      title="Edit Driver"
      description={driver?.name}
      submitLabel="Save changes"
      form={form}
      submit={(input) => save.mutateAsync({ id: driver!._id, input })}
      onSuccess={onClose}
    >
      {driver ? <DriverFields form={form} current={driver} /> : null}
    </FormDrawer>
  );
}
