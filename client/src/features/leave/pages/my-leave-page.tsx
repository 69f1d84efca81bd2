import { useState } from 'react';
import { Button, IconButton } from '@/components/button';
import { PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { ClockIcon, PlusIcon, TrashIcon } from '@/components/icons';
import { HistoryDrawer } from '@/features/audit';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LeaveRow } from '@school/contracts';
import { useMyLeaves } from '../api/applications';
import { ApplyLeaveDialog } from '../components/apply-leave-dialog';
import { WithdrawLeaveDialog } from '../components/decide-leave-dialogs';
import { LeaveBalances } from '../components/leave-balances';
import {
  daysLabel,
  instituteToday,
  LEAVE_CODE_LABELS,
  LEAVE_TYPE_LABELS,
  leaveDates,
  type LeaveCode,
  type LeaveType,
} from '../components/leave-format';
import { LeaveStatusBadge } from '../components/leave-status-badge';

/** My leave (teachers, staff, managers, admins): what is left this year, my applications and leave, Apply for Leave. */
export function MyLeavePage() {
  useDocumentTitle('My Leave');
  const [pageNo, setPageNo] = useState(1);
  const [applying, setApplying] = useState(false);
  const [withdrawing, setWithdrawing] = useState<LeaveRow | null>(null);
  const [history, setHistory] = useState<LeaveRow | null>(null);
  const list = useMyLeaves(pageNo);
  const year = Number(instituteToday().slice(0, 4));

  const columns: Column<LeaveRow>[] = [
    {
      key: 'dates',
      header: 'Dates',
      cell: (l) => (
        <div>
          <p className="whitespace-nowrap text-slate-900">{leaveDates(l)}</p>
          <p className="text-xs text-slate-600">
            {LEAVE_CODE_LABELS[l.leaveCode as LeaveCode] ?? l.leaveCode} · {LEAVE_TYPE_LABELS[l.leaveType as LeaveType] ?? l.leaveType}
            {l.leaveType === 'HALF_DAY' ? null : ` · ${daysLabel(l.days)}`}
          </p>
          {/* On a phone the status sits under the dates: the row keeps its actions in view. */}
          <div className="mt-1.5 space-y-1 sm:hidden">
            <LeaveStatusBadge status={l.status} />
            {l.decision?.reason ? (
              <p className="text-xs text-slate-600">
                {l.approval === 'REJECTED' ? 'Reason' : 'Note'}: {l.decision.reason}
              </p>
            ) : null}
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      className: 'hidden sm:table-cell',
      cell: (l) => (
        <div className="space-y-1">
          <LeaveStatusBadge status={l.status} />
          {l.decision?.reason ? (
            <p className="max-w-xs text-xs text-slate-600">
              {l.approval === 'REJECTED' ? 'Reason' : 'Note'}: {l.decision.reason}
            </p>
          ) : null}
        </div>
      ),
    },
    { key: 'reason', header: 'Reason', className: 'hidden md:table-cell', cell: (l) => <p className="max-w-xs truncate">{l.reason}</p> },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'text-right whitespace-nowrap',
      cell: (l) => (
        <div className="flex justify-end gap-0.5">
          <IconButton label={`History of the leave of ${leaveDates(l)}`} onClick={() => setHistory(l)}>
            <ClockIcon className="size-[1.1rem]" />
          </IconButton>
          {l.status === 'PENDING' ? (
            <IconButton label={`Withdraw the application for ${leaveDates(l)}`} tone="danger" onClick={() => setWithdrawing(l)}>
              <TrashIcon className="size-[1.1rem]" />
            </IconButton>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="My Leave"
        description="Apply for leave; it counts once an approver approves it."
        actions={
          <Button onClick={() => setApplying(true)}>
            <PlusIcon className="size-4" />
            Apply for Leave
          </Button>
        }
      />
      <LeaveBalances year={year} />
      <DataTable
        caption="My leave and applications"
        columns={columns}
        rows={list.data?.data}
        rowKey={(l) => l._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={setPageNo}
        onRefresh={() => void list.refetch()}
        emptyTitle="No leave yet"
        emptyText="Apply for leave and follow it here."
      />
      <ApplyLeaveDialog open={applying} onClose={() => setApplying(false)} />
      <WithdrawLeaveDialog leave={withdrawing} onClose={() => setWithdrawing(null)} />
      <HistoryDrawer
        open={!!history}
        onClose={() => setHistory(null)}
        title="Leave history"
        url={`staff/leave/history/${history?._id ?? ''}`}
      />
    </>
  );
}
