import { useState } from 'react';
import { Link } from 'wouter';
import { Button, IconButton } from '@/components/button';
import { PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { ClockIcon } from '@/components/icons';
import { HistoryDrawer } from '@/features/audit';
import { useCanUse } from '@/features/identity';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths, roleLabel } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import type { LeaveRow, Role } from '@school/contracts';
import { useApplications, usePendingCount } from '../api/applications';
import type { ApplicationListParams } from '../api/leave-keys';
import { ApproveLeaveDialog, RejectLeaveDialog } from '../components/decide-leave-dialogs';
import { daysLabel, LEAVE_CODE_LABELS, LEAVE_TYPE_LABELS, leaveDates, type LeaveCode, type LeaveType } from '../components/leave-format';
import { LeaveStatusBadge } from '../components/leave-status-badge';
import { QuotaDialog } from '../components/quota-dialog';

const STATES: [ApplicationListParams['state'], string][] = [
  ['PENDING', 'Pending'],
  ['APPROVED', 'Approved'],
  ['REJECTED', 'Rejected'],
  ['CANCELLED', 'Withdrawn'],
  ['', 'All'],
];

/** The approvers' count of waiting applications, live (every `staff_leave` signal refetches it). */
export function PendingBadge({ className }: { className?: string }) {
  const count = usePendingCount().data?.data.pendingCount ?? 0;
  if (!count) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1.5 text-xs font-semibold text-white',
        className,
      )}
      data-testid="pending-count"
    >
      {count}
      <span className="sr-only"> pending</span>
    </span>
  );
}

/** Leave applications (ADMIN, a MANAGER with the leave module): approve, or reject with a reason; nobody decides their own. */
export function LeaveApplicationsPage() {
  useDocumentTitle('Leave Applications');
  const me = useSession()?.user;
  const [params, setParams] = useListParams<ApplicationListParams>({ pageNo: 1, perPage: 10, state: 'PENDING' });
  const [approving, setApproving] = useState<LeaveRow | null>(null);
  const [rejecting, setRejecting] = useState<LeaveRow | null>(null);
  const [history, setHistory] = useState<LeaveRow | null>(null);
  const [quotas, setQuotas] = useState(false);
  const list = useApplications(params);
  const setsQuotas = me?.role === 'ADMIN' || me?.role === 'SUPER_ADMIN';
  const canUse = useCanUse();

  const columns: Column<LeaveRow>[] = [
    {
      key: 'staff',
      header: 'Applicant',
      cell: (l) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={l.staff.displayName} photoUrl={l.staff.photoUrl} />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{l.staff.displayName}</p>
            <p className="truncate text-xs text-slate-600">{roleLabel(l.staff.role as Role)}</p>
            {/* On a phone the dates sit under the name: the row keeps Approve and Reject in view. */}
            <p className="text-xs text-slate-900 sm:hidden">{leaveDates(l)}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'dates',
      header: 'Dates',
      className: 'hidden sm:table-cell',
      cell: (l) => (
        <div>
          <p className="whitespace-nowrap text-slate-900">{leaveDates(l)}</p>
          <p className="text-xs text-slate-600">
            {LEAVE_CODE_LABELS[l.leaveCode as LeaveCode] ?? l.leaveCode} · {LEAVE_TYPE_LABELS[l.leaveType as LeaveType] ?? l.leaveType}
            {l.leaveType === 'HALF_DAY' ? null : ` · ${daysLabel(l.days)}`}
          </p>
        </div>
      ),
    },
    { key: 'reason', header: 'Reason', className: 'hidden lg:table-cell', cell: (l) => <p className="max-w-xs truncate">{l.reason}</p> },
    {
      key: 'status',
      header: 'Status',
      className: 'hidden md:table-cell',
      cell: (l) => (
        <div className="space-y-1">
          <LeaveStatusBadge status={l.status} />
          {l.decision ? <p className="text-xs text-slate-600">by {l.decision.byName || 'an approver'}</p> : null}
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'text-right whitespace-nowrap',
      cell: (l) => (
        <div className="flex items-center justify-end gap-1 whitespace-nowrap">
          {l.status === 'PENDING' && l.staff._id !== me?._id ? (
            <>
              <Button size="sm" onClick={() => setApproving(l)} aria-label={`Approve the leave of ${l.staff.displayName}`}>
                Approve
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setRejecting(l)}
                aria-label={`Reject the leave of ${l.staff.displayName}`}
              >
                Reject
              </Button>
            </>
          ) : l.status === 'PENDING' ? (
            <span className="text-xs text-slate-600">Your own: another approver decides</span>
          ) : null}
          <IconButton label={`History of the leave of ${l.staff.displayName}`} onClick={() => setHistory(l)}>
            <ClockIcon className="size-[1.1rem]" />
          </IconButton>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Leave Applications"
        description="Teachers and staff apply for their own leave; it counts once approved. The applicant is notified either way."
        actions={
          <>
            {canUse(paths.leaveManagement) ? (
              <Link href={paths.leaveManagement} className="text-sm font-medium text-brand-700 hover:underline">
                All leave
              </Link>
            ) : null}
            {setsQuotas ? (
              <Button variant="secondary" onClick={() => setQuotas(true)}>
                Leave quotas
              </Button>
            ) : null}
          </>
        }
      />
      <div role="group" aria-label="Application state" className="mb-4 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
        {STATES.map(([state, label]) => (
          <button
            key={label}
            type="button"
            aria-pressed={params.state === state}
            onClick={() => setParams((p) => ({ ...p, state, pageNo: 1 }))}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium',
              params.state === state ? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {label}
            {state === 'PENDING' ? <PendingBadge /> : null}
          </button>
        ))}
      </div>
      <DataTable
        caption="Leave applications"
        columns={columns}
        rows={list.data?.data}
        rowKey={(l) => l._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        onRefresh={() => void list.refetch()}
        emptyTitle={params.state === 'PENDING' ? 'Nothing waiting' : 'No data found'}
        emptyText={params.state === 'PENDING' ? 'No application waits for a decision.' : 'No application in this state.'}
      />
      <ApproveLeaveDialog leave={approving} onClose={() => setApproving(null)} />
      <RejectLeaveDialog leave={rejecting} onClose={() => setRejecting(null)} />
      <QuotaDialog open={quotas} onClose={() => setQuotas(false)} />
      <HistoryDrawer
        open={!!history}
        onClose={() => setHistory(null)}
        title={history ? `Leave history: ${history.staff.displayName}` : 'Leave history'}
        url={`staff/leave/history/${history?._id ?? ''}`}
      />
    </>
  );
}
