import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { TextAreaField } from '@/components/field';
import type { LeaveRow } from '@school/contracts';
import { useCancelLeave } from '../api/save-leave';
import { leaveDates } from './leave-format';

/** Cancel a leave (DELETE staff/leave/delete/:id): it stays in the list and the history, marked cancelled. */
export function CancelLeaveDialog({ leave, onClose }: { leave: LeaveRow | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelLeave();
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <FormDialog
      open={!!leave}
      onClose={close}
      title="Cancel Leave"
      description={leave ? `${leave.staff.displayName}, ${leaveDates(leave)}. The leave stays in the history, marked cancelled.` : undefined}
      submitLabel="Cancel leave"
      submit={() => cancel.mutateAsync({ id: leave!._id, reason: reason.trim() })}
      onSuccess={close}
    >
      <TextAreaField
        label="Reason (optional)"
        maxLength={1000}
        rows={3}
        placeholder="e.g. Came to work after all"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        autoFocus
      />
    </FormDialog>
  );
}
