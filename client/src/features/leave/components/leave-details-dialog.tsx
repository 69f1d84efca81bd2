import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { Modal } from '@/components/modal';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { roleLabel } from '@/lib/routes';
import type { Role } from '@school/contracts';
import { useLeave } from '../api/get-leave';
import {
  daysLabel,
  formatDay,
  LEAVE_CODE_LABELS,
  LEAVE_HALF_LABELS,
  LEAVE_TYPE_LABELS,
  type LeaveCode,
  type LeaveHalf,
  type LeaveType,
} from './leave-format';
import { LeaveStatusBadge } from './leave-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="col-span-2 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** 000 §2 Leave More Information: the read-only view of one leave (GET staff/leave/:id). */
export function LeaveDetailsDialog({
  leaveId,
  onClose,
  onHistory,
}: {
  leaveId: string | null;
  onClose: () => void;
  onHistory: (id: string) => void;
}) {
  const leave = useLeave(leaveId);
  const l = leave.data?.data;
  return (
    <Modal open={!!leaveId} onClose={onClose} title="Leave More Information">
      <div className="px-5 py-4">
        {leave.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-5 animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        ) : leave.isError ? (
          <FormError message={errorMessage(leave.error)} />
        ) : l ? (
          <>
            <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
              <UserAvatar name={l.staff.displayName} photoUrl={l.staff.photoUrl} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{l.staff.displayName}</p>
                <p className="truncate text-sm text-slate-600">
                  {roleLabel(l.staff.role as Role)} · {l.staff.email}
                </p>
              </div>
              <div className="ml-auto">
                <LeaveStatusBadge status={l.status} />
              </div>
            </div>
            <dl className="divide-y divide-slate-100">
              <Row label="Leave code">{LEAVE_CODE_LABELS[l.leaveCode as LeaveCode] ?? l.leaveCode}</Row>
              <Row label="Leave type">{LEAVE_TYPE_LABELS[l.leaveType as LeaveType] ?? l.leaveType}</Row>
              {l.leaveType === 'MULTIPLE_DAY' ? (
                <>
                  <Row label="Start date">{formatDay(l.leaveDate)}</Row>
                  <Row label="Expected joining date">{formatDay(l.expectedJoiningDate)}</Row>
                </>
              ) : (
                <Row label="Leave date">{formatDay(l.leaveDate)}</Row>
              )}
              {l.leaveType === 'HALF_DAY' ? (
                <Row label="Half">{LEAVE_HALF_LABELS[l.additionalLeaveInfo as LeaveHalf] ?? 'Not Provided'}</Row>
              ) : null}
              <Row label="Days">{daysLabel(l.days)}</Row>
              <Row label="Reason">{l.reason}</Row>
              <Row label="Recorded">{formatDateTime(l.createdAt)}</Row>
              {l.cancellation ? (
                <Row label="Cancelled">
                  {formatDateTime(l.cancellation.at)}
                  {l.cancellation.reason ? <span className="block font-normal text-slate-700">{l.cancellation.reason}</span> : null}
                </Row>
              ) : null}
            </dl>
          </>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end">
        {leaveId ? (
          <Button variant="secondary" onClick={() => onHistory(leaveId)}>
            History
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
