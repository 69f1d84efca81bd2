import type { TransportRoute } from '@school/contracts';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { FormDrawer } from '@/components/drawer';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { OptionPicker } from '@/components/option-picker';
import { useTeacherOptions } from '@/features/academics';
import { paths } from '@/lib/routes';
import { bind, errorOf } from '@/lib/schema-form';
import { useDriverOptions } from '../api/get-drivers';
import { useVehicleOptions } from '../api/get-vehicles';
import { useSaveTransportRoute } from '../api/save-route';
import { emptyRoute, routeBody, routeResolver, routeValues, type RouteValues } from './fleet-forms';
import { FleetPicker } from './fleet-pickers';

function RouteFields({ form }: { form: UseFormReturn<RouteValues> }) {
  const errors = form.formState.errors;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label="Route name"
        required
        maxLength={100}
        placeholder="e.g. Kothrud – Campus"
        {...form.register('startFrom')}
        error={errorOf(errors, 'startFrom')}
      />
      <TextField label="Start time" required type="time" {...form.register('startTime')} error={errorOf(errors, 'startTime')} />
      <FleetPicker
        label="Vehicle"
        {...bind(form, 'vehicle')}
        useOptions={useVehicleOptions}
        error={errorOf(errors, 'vehicle')}
        addHref={paths.manageVehicle}
        addLabel="vehicle"
      />
      <FleetPicker
        label="Driver"
        {...bind(form, 'driver')}
        useOptions={useDriverOptions}
        error={errorOf(errors, 'driver')}
        addHref={paths.manageDrivers}
        addLabel="driver"
      />
      <div className="sm:col-span-2">
        <OptionPicker
          label="Teacher in charge"
          {...bind(form, 'inCharge')}
          useOptions={useTeacherOptions}
          required={false}
          placeholder="Search teachers (optional)"
          error={errorOf(errors, 'inCharge')}
        />
      </div>
    </div>
  );
}

/** Add New Transport (000 §2): route name, start time, vehicle, driver and an optional teacher in charge. */
export function AddRouteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<RouteValues>({ defaultValues: emptyRoute, resolver: routeResolver });
  const save = useSaveTransportRoute();
  const close = () => {
    form.reset(emptyRoute);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add New Transport"
      submitLabel="Add Transport"
      form={form}
      submit={(v) => save.mutateAsync({ body: routeBody(v) })}
      onSuccess={close}
    >
      <RouteFields form={form} />
    </FormDialog>
  );
}

/** The transport route edit drawer (000 §2). */
export function EditRouteDrawer({ route, onClose }: { route: TransportRoute | null; onClose: () => void }) {
  const form = useForm<RouteValues>({ defaultValues: emptyRoute, resolver: routeResolver });
  const save = useSaveTransportRoute();
  useEffect(() => {
    if (route) form.reset(routeValues(route));
  }, [route, form]);
  return (
    <FormDrawer
      open={!!route}
      onClose={onClose}
      title="Edit Transport"
      description={route?.startFrom}
      submitLabel="Save changes"
      form={form}
      submit={(v) => save.mutateAsync({ id: route!._id, body: routeBody(v) })}
      onSuccess={onClose}
    >
      {route ? <RouteFields form={form} /> : null}
    </FormDrawer>
  );
}
