import { useId, useState } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { CalendarIcon, PencilIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { pathTo, paths, roleLabel } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Role } from '@school/contracts';
import { UserAvatar } from '@/components/user-avatar';
import {
  instituteToday,
  statusOf,
  useAttendanceByDate,
  useMarkAttendance,
  type AttendanceRow,
  type AttendanceStatus,
} from '../api/attendance';
import { StatusBadge } from '../components/status-badge';
import { leaveNote } from '../components/leave-note';
import { useListParams } from '@/lib/use-list-params';

const control =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';

const MARKS: { status: AttendanceStatus; short: string; verb: string; tone: string }[] = [
  { status: 'present', short: 'P', verb: 'present', tone: 'bg-emerald-600 hover:bg-emerald-700' },
  { status: 'absent', short: 'A', verb: 'absent', tone: 'bg-rose-600 hover:bg-rose-700' },
  { status: 'leave', short: 'L', verb: 'on leave', tone: 'bg-amber-700 hover:bg-amber-800' },
];

function MarkCell({ row, date }: { row: AttendanceRow; date: string }) {
  // Issue 12 part 8: a day of approved full-day leave is a leave day; the server refuses present and absent (409).
  if (row.leave?.fullDay) {
    return (
      <div className="flex items-center justify-end gap-1.5">
        <span className="text-sm font-medium text-amber-900">On leave</span>
        {MARKS.filter((m) => m.status !== 'leave').map((m) => (
          <button
            key={m.status}
            type="button"
            disabled
            aria-label={`Mark ${row.displayName} ${m.verb} (on approved leave)`}
            title="On approved leave: cancel or edit the leave first"
            className="inline-flex size-9 cursor-not-allowed items-center justify-center rounded-lg bg-slate-200 text-sm font-semibold text-slate-500"
          >
            {m.short}
          </button>
        ))}
      </div>
    );
  }
  return <MarkButtons row={row} date={date} />;
}

function MarkButtons({ row, date }: { row: AttendanceRow; date: string }) {
  const status = statusOf(row);
  const [editing, setEditing] = useState(false);
  const mark = useMarkAttendance();
  const showButtons = !status || editing;
  const submit = (s: AttendanceStatus) =>
    mark.mutate(
      { user: row._id, date, status: s },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setEditing(false);
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  return (
    <div className="flex items-center justify-end gap-1.5">
      {showButtons
        ? MARKS.map((m) => (
            <button
              key={m.status}
              type="button"
              disabled={mark.isPending}
              onClick={() => submit(m.status)}
              aria-label={`Mark ${row.displayName} ${m.verb}`}
              title={`Mark ${m.verb}`}
              aria-pressed={status === m.status}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-lg text-sm font-semibold text-white shadow-xs transition disabled:opacity-60',
                m.tone,
                status === m.status && 'ring-2 ring-slate-900 ring-offset-1',
              )}
            >
              {m.short}
            </button>
          ))
        : null}
      {status ? (
        <button
          type="button"
          onClick={() => setEditing((e) => !e)}
          aria-pressed={editing}
          aria-label={editing ? `Stop editing ${row.displayName}'s attendance` : `Edit ${row.displayName}'s attendance`}
          title={editing ? 'Done' : 'Edit'}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100',
            editing && 'bg-slate-100',
          )}
        >
          <PencilIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

/** Staff attendance for a day (today by default): search, A-Z / Z-A, P/A/L per staff member (001 §2 Staff). */
export function StaffAttendancePage() {
  useDocumentTitle('Staff Attendance');
  const id = useId();
  const today = instituteToday();
  // Date, page, search and sort in the URL (a bookmark, the back button); a bad or future date shows today.
  const [list, setList] = useListParams({ date: today, pageNo: 1, searchTitle: '', sortByName: 'A-Z' });
  const date = /^\d{4}-\d{2}-\d{2}$/.test(list.date) && list.date <= today ? list.date : today;
  const sortByName = list.sortByName === 'Z-A' ? 'Z-A' : 'A-Z';
  const { searchTitle, pageNo } = list;
  const q = useAttendanceByDate({ date, searchTitle, sortByName, pageNo, perPage: 30 });
  const setPageNo = (n: number) => setList((p) => ({ ...p, pageNo: n }));
  const setDate = (d: string) => setList((p) => ({ ...p, date: d || today, pageNo: 1 }));

  const columns: Column<AttendanceRow>[] = [
    {
      key: 'name',
      header: 'Staff member',
      cell: (r) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={r.displayName} photoUrl={r.photoUrl} />
          <div className="max-w-[12rem] min-w-0 sm:max-w-none">
            <p className="truncate font-medium text-slate-900">{r.displayName}</p>
            <p className="truncate text-xs text-slate-600">{r.email}</p>
            {r.leave ? <p className="truncate text-xs font-medium text-amber-900">{leaveNote(r.leave)}</p> : null}
            {/* Phones: the status and the buttons under the name (the columns do not fit). */}
            <div className="mt-2 flex flex-wrap items-center gap-2 sm:hidden">
              <StatusBadge status={statusOf(r)} />
              <MarkCell row={r} date={date} />
            </div>
          </div>
        </div>
      ),
    },
    { key: 'role', header: 'Role', cell: (r) => roleLabel(r.role as Role), className: 'hidden md:table-cell' },
    { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={statusOf(r)} />, className: 'hidden sm:table-cell' },
    {
      key: 'calendar',
      header: 'Calendar',
      srOnlyHeader: true,
      cell: (r) => (
        <Link
          href={`${pathTo(paths.staffAttendanceCalendar, { staffId: r._id })}?month=${date.slice(0, 7)}`}
          className="inline-flex size-9 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
          aria-label={`Monthly attendance of ${r.displayName}`}
          title="Monthly attendance"
        >
          <CalendarIcon className="size-4" />
        </Link>
      ),
    },
    {
      key: 'mark',
      header: 'Mark attendance',
      srOnlyHeader: true,
      cell: (r) => <MarkCell row={r} date={date} />,
      className: 'hidden text-right sm:table-cell',
    },
  ];

  return (
    <>
      <PageHeader title="Staff Attendance" description="Mark each staff member present, absent or on leave. The grid updates live." />
      <DataTable
        caption={`Staff attendance on ${date}`}
        columns={columns}
        rows={q.data?.data}
        rowKey={(r) => r._id}
        loading={q.isPending}
        fetching={q.isFetching}
        error={q.error ? errorMessage(q.error) : null}
        page={
          q.data
            ? { pageNo: q.data.pageNo, perPage: q.data.perPage, totalCount: q.data.totalCount, isLastChunk: q.data.isLastChunk }
            : undefined
        }
        onPage={setPageNo}
        searchLabel="Search staff"
        search={searchTitle}
        onSearch={(t) => setList((p) => ({ ...p, searchTitle: t, pageNo: 1 }))}
        onRefresh={() => void q.refetch()}
        toolbar={
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={`${id}-date`} className="mb-1 block text-xs font-medium text-slate-600">
                Date
              </label>
              <input id={`${id}-date`} type="date" value={date} max={today} onChange={(e) => setDate(e.target.value)} className={control} />
            </div>
            <div>
              <label htmlFor={`${id}-sort`} className="mb-1 block text-xs font-medium text-slate-600">
                Sort by name
              </label>
              <select
                id={`${id}-sort`}
                value={sortByName}
                onChange={(e) => setList((p) => ({ ...p, sortByName: e.target.value, pageNo: 1 }))}
                className={control}
              >
                <option value="A-Z">A–Z</option>
                <option value="Z-A">Z–A</option>
              </select>
            </div>
          </div>
        }
        emptyTitle="No staff found"
        emptyText={searchTitle ? 'No staff member matches the search.' : undefined}
      />
    </>
  );
}
