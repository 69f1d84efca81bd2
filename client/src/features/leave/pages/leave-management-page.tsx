import { useState } from 'react';
import { Link } from 'wouter';
import { useMyModules } from '@/features/identity';
import { useSession } from '@/lib/session';
import { Button, IconButton } from '@/components/button';
import { PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { ClockIcon, EyeIcon, PencilIcon, PlusIcon, TrashIcon } from '@/components/icons';
import { HistoryDrawer } from '@/features/audit';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { paths, roleLabel } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import type { Role } from '@school/contracts';
import { useLeaves, type LeaveRow } from '../api/get-leaves';
import type { LeaveListParams } from '../api/leave-keys';
import { AddLeaveDialog } from '../components/add-leave-dialog';
import { CancelLeaveDialog } from '../components/cancel-leave-dialog';
import { EditLeaveDrawer } from '../components/edit-leave-drawer';
import { LeaveDetailsDialog } from '../components/leave-details-dialog';
import {
  daysLabel,
  instituteToday,
  LEAVE_CODE_LABELS,
  LEAVE_STATUS_LABELS,
  LEAVE_TYPE_LABELS,
  leaveDates,
  type LeaveCode,
  type LeaveType,
} from '../components/leave-format';
import { LeaveStatusBadge } from '../components/leave-status-badge';
import { QuotaDialog } from '../components/quota-dialog';
import { PendingBadge } from './leave-applications-page';

const PER_PAGE = 10;
const selectClass =
  'h-9 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** /panel/admin/staff/leave-management (001 §2): staff leave, Add Leave, the edit drawer, Leave More Information. */
export function LeaveManagementPage() {
  useDocumentTitle('Leave Management');
  const [params, setParams] = useListParams<LeaveListParams>({ pageNo: 1, perPage: PER_PAGE, searchTitle: '', leaveCode: '', status: '' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LeaveRow | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<LeaveRow | null>(null);
  const [history, setHistory] = useState<LeaveRow | { _id: string; staff?: undefined } | null>(null);
  const [quotas, setQuotas] = useState(false);
  const role = useSession()?.user.role;
  const modules = useMyModules().data ?? [];
  // Approvers: ADMIN and SUPER_ADMIN, a MANAGER granted 'leave' (the server's LEAVE_APPROVERS); quotas: admins.
  const admin = role === 'ADMIN' || role === 'SUPER_ADMIN';
  const approver = admin || (role === 'MANAGER' && modules.includes('leave'));
  const list = useLeaves(params);
  const rows = list.data?.data;
  const today = instituteToday();
  // A leave can be edited until its first day has passed, and cancelled until it is over (the server's rules).
  const editable = (l: LeaveRow) => l.status !== 'CANCELLED' && l.leaveDate >= today;
  const cancellable = (l: LeaveRow) => l.status === 'UPCOMING' || l.status === 'ONGOING';

  const columns: Column<LeaveRow>[] = [
    {
      key: 'staff',
      header: 'Employee',
      cell: (l) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={l.staff.displayName} photoUrl={l.staff.photoUrl} />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{l.staff.displayName}</p>
            <p className="truncate text-xs text-slate-600">{roleLabel(l.staff.role as Role)}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'code',
      header: 'Leave code',
      className: 'hidden md:table-cell whitespace-nowrap',
      cell: (l) => LEAVE_CODE_LABELS[l.leaveCode as LeaveCode] ?? l.leaveCode,
    },
    {
      key: 'dates',
      header: 'Dates',
      cell: (l) => (
        <div>
          <p className="whitespace-nowrap text-slate-900">{leaveDates(l)}</p>
          <p className="text-xs text-slate-600">
            {LEAVE_TYPE_LABELS[l.leaveType as LeaveType] ?? l.leaveType}
            {l.leaveType === 'HALF_DAY' ? null : ` · ${daysLabel(l.days)}`}
          </p>
        </div>
      ),
    },
    { key: 'status', header: 'Status', cell: (l) => <LeaveStatusBadge status={l.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'text-right whitespace-nowrap',
      cell: (l) => (
        <div className="flex justify-end gap-0.5">
          <IconButton label={`More information on the leave of ${l.staff.displayName}`} onClick={() => setViewing(l._id)}>
            <EyeIcon className="size-[1.1rem]" />
          </IconButton>
          {editable(l) ? (
            <IconButton label={`Edit the leave of ${l.staff.displayName}`} onClick={() => setEditing(l)}>
              <PencilIcon className="size-[1.1rem]" />
            </IconButton>
          ) : null}
          <IconButton label={`History of the leave of ${l.staff.displayName}`} onClick={() => setHistory(l)}>
            <ClockIcon className="size-[1.1rem]" />
          </IconButton>
          {cancellable(l) ? (
            <IconButton label={`Cancel the leave of ${l.staff.displayName}`} tone="danger" onClick={() => setCancelling(l)}>
              <TrashIcon className="size-[1.1rem]" />
            </IconButton>
          ) : null}
        </div>
      ),
    },
  ];

  const filtered = !!(params.searchTitle || params.leaveCode || params.status);
  return (
    <>
      <PageHeader
        title="Leave Management"
        description="Half days, full days and longer leaves of teachers and staff. People on leave today count in the staff dashboard."
        actions={
          <>
            {approver ? (
              <Link
                href={paths.leaveApplications}
                className="inline-flex h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
              >
                Applications
                <PendingBadge />
              </Link>
            ) : null}
            {admin ? (
              <Button variant="secondary" onClick={() => setQuotas(true)}>
                Leave quotas
              </Button>
            ) : null}
            <Button onClick={() => setAdding(true)}>
              <PlusIcon className="size-4" />
              Add Leave
            </Button>
          </>
        }
      />
      <DataTable
        caption="Staff leaves"
        columns={columns}
        rows={rows}
        rowKey={(l) => l._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        searchLabel="Search leaves by employee or reason"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        toolbar={
          <>
            <label htmlFor="leave-status-filter" className="sr-only">
              Status
            </label>
            <select
              id="leave-status-filter"
              value={params.status}
              onChange={(e) => setParams((p) => ({ ...p, status: e.target.value as LeaveListParams['status'], pageNo: 1 }))}
              className={selectClass}
            >
              <option value="">All statuses</option>
              {Object.entries(LEAVE_STATUS_LABELS).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </select>
            <label htmlFor="leave-code-filter" className="sr-only">
              Leave code
            </label>
            <select
              id="leave-code-filter"
              value={params.leaveCode}
              onChange={(e) => setParams((p) => ({ ...p, leaveCode: e.target.value as LeaveListParams['leaveCode'], pageNo: 1 }))}
              className={selectClass}
            >
              <option value="">All leave codes</option>
              {Object.entries(LEAVE_CODE_LABELS).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </select>
          </>
        }
        emptyTitle="No data found"
        emptyText={filtered ? 'No leave matches these filters.' : 'Add the first leave of a teacher or staff member.'}
      />
      <AddLeaveDialog open={adding} onClose={() => setAdding(false)} />
      <EditLeaveDrawer leave={editing} onClose={() => setEditing(null)} />
      <LeaveDetailsDialog
        leaveId={viewing}
        onClose={() => setViewing(null)}
        onHistory={(id) => {
          setViewing(null);
          setHistory(rows?.find((r) => r._id === id) ?? { _id: id });
        }}
      />
      <CancelLeaveDialog leave={cancelling} onClose={() => setCancelling(null)} />
      <QuotaDialog open={quotas} onClose={() => setQuotas(false)} />
      <HistoryDrawer
        open={!!history}
        onClose={() => setHistory(null)}
        title={history?.staff ? `Leave history: ${history.staff.displayName}` : 'Leave history'}
        url={`staff/leave/history/${history?._id ?? ''}`}
      />
    </>
  );
}
