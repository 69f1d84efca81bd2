import { AssignRiderBody, type Rider, type Stop } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { OptionPicker, type Option } from '@/components/option-picker';
import { bind, errorOf, schemaResolver } from '@/lib/schema-form';
import { useAssignRider } from '../api/assign-rider';
import { useStudentOptions } from '../api/get-student-options';
import { money } from './riders-format';

interface Values {
  student: Option | null;
  stop: string;
  reason: string;
}
const toBody = (v: Values, route: string) => ({ student: v.student?._id ?? '', route, stop: v.stop, reason: v.reason.trim() || undefined });

/**
 * Assign student (a new rider) or Move (a rider to another stop; `rider` given): the student picker searches
 * GET user?role=STUDENT&perPage=15; a student on another route is moved here, which the history records.
 */
export function AssignDialog({
  open,
  onClose,
  routeId,
  stops,
  rider,
}: {
  open: boolean;
  onClose: () => void;
  routeId: string;
  stops: readonly Stop[];
  rider: Rider | null;
}) {
  const form = useForm<Values>({
    defaultValues: { student: null, stop: '', reason: '' },
    resolver: schemaResolver<Values>(AssignRiderBody, undefined, { toBody: (v) => toBody(v, routeId) }),
  });
  const assign = useAssignRider();
  useEffect(() => {
    if (!open) return;
    form.reset({
      student: rider ? { _id: rider._id, label: rider.student.displayName } : null,
      stop: '',
      reason: '',
    });
  }, [open, rider, form]);
  const student = bind(form, 'student');
  const errors = form.formState.errors;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={rider ? `Move ${rider.student.displayName}` : 'Assign student'}
      description={rider ? 'Pick the new stop; say why if you like.' : 'A student rides one route: one on another route is moved here.'}
      submitLabel={rider ? 'Move' : 'Assign'}
      form={form}
      submit={(v) => assign.mutateAsync(toBody(v, routeId) as AssignRiderBody)}
      onSuccess={onClose}
    >
      {rider ? null : (
        <OptionPicker
          label="Student"
          value={student.value}
          onChange={student.onChange}
          useOptions={useStudentOptions}
          placeholder="Search students by name or e-mail"
          error={errorOf(errors, 'student')}
        />
      )}
      <SelectField label="Stop" required {...form.register('stop')} error={errorOf(errors, 'stop')}>
        <option value="">Choose a stop</option>
        {stops
          .filter((s) => s._id !== rider?.stop._id)
          .map((s) => (
            <option key={s._id} value={s._id}>
              {s.pickupAt} · {s.name} · {money(s.fare)}
            </option>
          ))}
      </SelectField>
      {rider ? <TextField label="Reason" maxLength={300} {...form.register('reason')} error={errorOf(errors, 'reason')} /> : null}
    </FormDialog>
  );
}
