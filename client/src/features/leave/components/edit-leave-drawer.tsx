import { useEffect, useState } from 'react';
import { FormDrawer } from '@/components/drawer';
import type { LeaveRow } from '@school/contracts';
import { useEditLeave } from '../api/save-leave';
import { emptyLeave, leaveBodyOf, LeaveFormFields, leaveValuesOf, validateLeave, type LeaveErrors, type LeaveValues } from './leave-form';

/** 000 §2 the edit drawer for leave: PUT staff/leave/edit/:id with the same rules as Add Leave. */
export function EditLeaveDrawer({ leave, onClose }: { leave: LeaveRow | null; onClose: () => void }) {
  const [values, setValues] = useState<LeaveValues>(emptyLeave);
  const [errors, setErrors] = useState<LeaveErrors>({});
  const edit = useEditLeave();
  useEffect(() => {
    if (leave) setValues(leaveValuesOf(leave));
    setErrors({});
  }, [leave]);
  const set = (patch: Partial<LeaveValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (Object.keys(errors).length) setErrors(validateLeave(next));
  };
  return (
    <FormDrawer
      open={!!leave}
      onClose={onClose}
      title="Edit Leave"
      description="A leave can be changed until its first day has passed."
      submitLabel="Save changes"
      validate={() => {
        const found = validateLeave(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      submit={() => edit.mutateAsync({ id: leave!._id, body: leaveBodyOf(values) })}
      onSuccess={onClose}
    >
      <LeaveFormFields values={values} errors={errors} set={set} nameSuffix="edit" />
    </FormDrawer>
  );
}
