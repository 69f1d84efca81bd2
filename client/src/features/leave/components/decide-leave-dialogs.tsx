import { ReasonDialog } from '@/components/reason-dialog';
import type { LeaveRow } from '@school/contracts';
import { useApproveLeave, useRejectLeave, useWithdrawLeave } from '../api/applications';
import { LEAVE_CODE_LABELS, leaveDates, type LeaveCode } from './leave-format';

const summary = (l: LeaveRow) => `${l.staff.displayName}: ${LEAVE_CODE_LABELS[l.leaveCode as LeaveCode] ?? l.leaveCode}, ${leaveDates(l)}.`;

/** Approve an application, with an optional note the applicant reads in their notification. */
export function ApproveLeaveDialog({ leave, onClose }: { leave: LeaveRow | null; onClose: () => void }) {
  const approve = useApproveLeave();
  return (
    <ReasonDialog
      open={!!leave}
      onClose={onClose}
      title="Approve Leave"
      description={leave ? `${summary(leave)} It then counts as leave taken.` : undefined}
      submitLabel="Approve"
      label="Note for the applicant (optional)"
      required={false}
      maxLength={1000}
      placeholder="e.g. Please hand over your classes to Ms. Rao"
      onSubmit={(note) => approve.mutateAsync({ id: leave!._id, note })}
    />
  );
}

/** Reject an application: the reason is required and goes to the applicant. */
export function RejectLeaveDialog({ leave, onClose }: { leave: LeaveRow | null; onClose: () => void }) {
  const reject = useRejectLeave();
  return (
    <ReasonDialog
      open={!!leave}
      onClose={onClose}
      title="Reject Leave"
      description={leave ? `${summary(leave)} The applicant is told why.` : undefined}
      submitLabel="Reject"
      maxLength={1000}
      placeholder="e.g. Annual exams that week"
      onSubmit={(reason) => reject.mutateAsync({ id: leave!._id, reason })}
    />
  );
}

/** The applicant withdraws their pending application. */
export function WithdrawLeaveDialog({ leave, onClose }: { leave: LeaveRow | null; onClose: () => void }) {
  const withdraw = useWithdrawLeave();
  return (
    <ReasonDialog
      open={!!leave}
      onClose={onClose}
      title="Withdraw Application"
      description={leave ? `${leaveDates(leave)}. The application stays in your list, marked cancelled.` : undefined}
      submitLabel="Withdraw"
      label="Reason (optional)"
      required={false}
      maxLength={1000}
      onSubmit={(reason) => withdraw.mutateAsync({ id: leave!._id, reason })}
    />
  );
}
