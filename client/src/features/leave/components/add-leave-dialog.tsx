import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { useCreateLeave } from '../api/save-leave';
import { emptyLeave, leaveBodyOf, LeaveFormFields, leaveResolver, type LeaveValues } from './leave-form';

/** 000 §2 Add Leave: POST staff/leave/create; closes, resets and refreshes on success. */
export function AddLeaveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<LeaveValues>({ defaultValues: emptyLeave(), resolver: leaveResolver });
  const create = useCreateLeave();
  return (
    <FormDialog
      open={open}
      onClose={() => {
        form.clearErrors();
        onClose();
      }}
      title="Add Leave"
      description="Record a leave of a teacher or staff member, today or later."
      submitLabel="Add Leave"
      form={form}
      submit={(values) => create.mutateAsync(leaveBodyOf(values))}
      onSuccess={() => {
        form.reset(emptyLeave());
        onClose();
      }}
    >
      <LeaveFormFields form={form} nameSuffix="add" />
    </FormDialog>
  );
}
