import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { useApplyLeave } from '../api/applications';
import { applyBodyOf, applyResolver, emptyLeave, LeaveFormFields, type LeaveValues } from './leave-form';

/** Apply for Leave: POST staff/leave/apply, the same form as the office's less the employee; it waits for approval. */
export function ApplyLeaveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<LeaveValues>({ defaultValues: emptyLeave(), resolver: applyResolver });
  const apply = useApplyLeave();
  return (
    <FormDialog
      open={open}
      onClose={() => {
        form.clearErrors();
        onClose();
      }}
      title="Apply for Leave"
      description="Your application waits for an approver; you are notified when it is decided."
      submitLabel="Apply"
      form={form}
      submit={(values) => apply.mutateAsync(applyBodyOf(values))}
      onSuccess={() => {
        form.reset(emptyLeave());
        onClose();
      }}
    >
      <LeaveFormFields form={form} nameSuffix="apply" own />
    </FormDialog>
  );
}
