import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDrawer } from '@/components/drawer';
import type { LeaveRow } from '@school/contracts';
import { useEditLeave } from '../api/save-leave';
import { emptyLeave, leaveBodyOf, LeaveFormFields, leaveResolver, leaveValuesOf, type LeaveValues } from './leave-form';

/** 000 §2 the edit drawer for leave: PUT staff/leave/edit/:id with the same rules as Add Leave. */
export function EditLeaveDrawer({ leave, onClose }: { leave: LeaveRow | null; onClose: () => void }) {
  const form = useForm<LeaveValues>({ defaultValues: emptyLeave(), resolver: leaveResolver });
  const edit = useEditLeave();
  useEffect(() => {
    if (leave) form.reset(leaveValuesOf(leave));
    else form.clearErrors();
  }, [leave, form]);
  return (
    <FormDrawer
      open={!!leave}
      onClose={onClose}
      title="Edit Leave"
      description="A leave can be changed until its first day has passed."
      submitLabel="Save changes"
      form={form}
      submit={(values) => edit.mutateAsync({ id: leave!._id, body: leaveBodyOf(values) })}
      onSuccess={onClose}
    >
      <LeaveFormFields form={form} nameSuffix="edit" />
    </FormDrawer>
  );
}
