import { ReasonDialog } from '@/components/reason-dialog';
import type { LeaveRow } from '@school/contracts';
import { useCancelLeave } from '../api/save-leave';
import { leaveDates } from './leave-format';

/** Cancel a leave (DELETE staff/leave/delete/:id): it stays in the list and the history, marked cancelled. */
export function CancelLeaveDialog({ leave, onClose }: { leave: LeaveRow | null; onClose: () => void }) {
  const cancel = useCancelLeave();
  return (
    <ReasonDialog
      open={!!leave}
      onClose={onClose}
      title="Cancel Leave"
      description={
        leave ? `${leave.staff.displayName}, ${leaveDates(leave)}. The leave stays in the history, marked cancelled.` : undefined
      }
      submitLabel="Cancel leave"
      label="Reason (optional)"
      required={false}
      maxLength={1000}
      placeholder="e.g. Came to work after all"
      onSubmit={(reason) => cancel.mutateAsync({ id: leave!._id, reason })}
    />
  );
}
