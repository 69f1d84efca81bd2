import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { useCreateLeave } from '../api/save-leave';
import { emptyLeave, leaveBodyOf, LeaveFormFields, validateLeave, type LeaveErrors, type LeaveValues } from './leave-form';

/** 000 §2 Add Leave: POST staff/leave/create; closes, resets and refreshes on success. */
export function AddLeaveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<LeaveValues>(emptyLeave);
  const [errors, setErrors] = useState<LeaveErrors>({});
  const create = useCreateLeave();
  const set = (patch: Partial<LeaveValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (Object.keys(errors).length) setErrors(validateLeave(next));
  };
  return (
    <FormDialog
      open={open}
      onClose={() => {
        setErrors({});
        onClose();
      }}
      title="Add Leave"
      description="Record a leave of a teacher or staff member, today or later."
      submitLabel="Add Leave"
      validate={() => {
        const found = validateLeave(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      submit={() => create.mutateAsync(leaveBodyOf(values))}
      onSuccess={() => {
        setValues(emptyLeave());
        setErrors({});
        onClose();
      }}
    >
      <LeaveFormFields values={values} errors={errors} set={set} nameSuffix="add" />
    </FormDialog>
  );
}
