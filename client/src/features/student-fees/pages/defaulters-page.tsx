import { useState } from 'react';
import type { DefaulterRow } from '@school/contracts';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useBatches } from '@/features/academics';
import { errorMessage } from '@/lib/api-client';
import { formatCount, formatDateTime, formatRupees } from '@/lib/format';
import { canManage } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { downloadDefaulters, type DefaulterDownloadType } from '../api/export-defaulters';
import type { DefaulterListParams } from '../api/fee-keys';
import { useDefaulters } from '../api/get-defaulters';
import { useReminderSettings } from '../api/reminder-settings';
import { useSendReminders } from '../api/send-reminders';
import { batchText } from '../components/fee-format';
import { ReminderHistoryDrawer } from '../components/reminder-history-drawer';
import { ReminderSettingsDialog } from '../components/reminder-settings-dialog';

const DAYS = [
  { value: 0, label: 'Any days overdue' },
  { value: 7, label: '7+ days overdue' },
  { value: 30, label: '30+ days overdue' },
  { value: 60, label: '60+ days overdue' },
  { value: 90, label: '90+ days overdue' },
];
const selectClass =
  'h-9 rounded-lg bg-white px-2.5 pr-8 text-sm text-slate-800 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500 focus:outline-none';

/** /panel/admin/payment/defaulters: students with overdue fees, by batch; reminders by hand; the automatic ones' setting; export. */
export function DefaultersPage() {
  useDocumentTitle('Fee defaulters');
  const role = useSession()?.user.role;
  const canSend = role ? canManage(role) : false;
  const isAdmin = role === 'ADMIN' || role === 'SUPER_ADMIN';
  const [params, setParams] = useListParams<DefaulterListParams>({ pageNo: 1, perPage: 20, searchTitle: '', batch: '', minDays: 0 });
  const list = useDefaulters(params);
  const batches = useBatches({ pageNo: 1, perPage: 100, searchTitle: '' });
  const settings = useReminderSettings();
  const send = useSendReminders();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [history, setHistory] = useState<DefaulterRow['student'] | null>(null);
  const [editing, setEditing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const rows = list.data?.data;
  const selectable = (rows ?? []).filter((r) => !r.remindedToday).map((r) => r.student._id);
  const allOnPage = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const days = settings.data?.data.daysAfterDue ?? 0;

  const columns: Column<DefaulterRow>[] = [
    ...(canSend
      ? [
          {
            key: 'select',
            header: 'Select',
            srOnlyHeader: true,
            className: 'w-10',
            cell: (r: DefaulterRow) => (
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                aria-label={`Select ${r.student.displayName}`}
                checked={selected.includes(r.student._id)}
                disabled={r.remindedToday}
                onChange={() => toggle(r.student._id)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'student',
      header: 'Student',
      cell: (r) => (
        <div>
          <p className="font-medium text-slate-900">{r.student.displayName}</p>
          <p className="text-xs text-slate-600">{r.student.registrationNumber ?? 'No registration number'}</p>
        </div>
      ),
    },
    {
      key: 'batch',
      header: 'Batch',
      className: 'hidden md:table-cell',
      cell: (r) =>
        r.batch ? (
          <span className="text-slate-700">
            {batchText({
              ...r.batch,
              course: { title: r.batch.course },
              branch: { title: r.batch.branch },
              session: { title: r.batch.session },
            })}
          </span>
        ) : (
          <span className="text-slate-500">Not in a batch</span>
        ),
    },
    {
      key: 'overdue',
      header: 'Overdue',
      className: 'text-right',
      cell: (r) => (
        <div>
          <p className="font-semibold text-rose-700 tabular-nums">{formatRupees(r.overdueAmount)}</p>
          <p className="text-xs text-slate-600">
            {r.overdueCharges} {r.overdueCharges === 1 ? 'fee' : 'fees'}
          </p>
        </div>
      ),
    },
    {
      key: 'days',
      header: 'Days overdue',
      className: 'hidden sm:table-cell',
      cell: (r) => (
        <div>
          <p className="font-medium text-slate-900 tabular-nums">{r.daysOverdue} days</p>
          <p className="text-xs text-slate-600">since {r.oldestDueDate}</p>
        </div>
      ),
    },
    {
      key: 'reminder',
      header: 'Last reminder',
      cell: (r) =>
        r.remindedToday ? (
          <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
            Reminded today
          </span>
        ) : r.lastReminder ? (
          <span className="text-xs text-slate-700">
            {formatDateTime(r.lastReminder.at)}
            <br />
            {r.lastReminder.automatic ? 'automatic' : 'by hand'} · {r.reminders} sent
          </span>
        ) : (
          <span className="text-xs text-slate-500">Never</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'text-right',
      cell: (r) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setHistory(r.student)}
          aria-label={`Reminder history of ${r.student.displayName}`}
        >
          History
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Fee defaulters"
        description="Students with fees past their due date, most days overdue first."
        actions={
          <>
            {isAdmin ? (
              <Button variant="secondary" onClick={() => setEditing(true)} disabled={!settings.data}>
                Automatic reminders: {days > 0 ? `${days} days after due` : 'off'}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setExporting(true)}>
              Export
            </Button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-1 text-sm text-slate-700" aria-live="polite">
        <span>
          <strong className="text-slate-900 tabular-nums">{formatCount(list.data?.totalCount ?? 0)}</strong>{' '}
          {list.data?.totalCount === 1 ? 'student' : 'students'}
        </span>
        <span>
          <strong className="text-rose-700 tabular-nums">{formatRupees(list.data?.totalOverdue ?? 0)}</strong> overdue
        </span>
        {list.data ? <span className="text-slate-600">as of {list.data.today}</span> : null}
      </div>
      <DataTable
        caption="Fee defaulters"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.student._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        searchLabel="Search students"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle }))}
        onRefresh={() => void list.refetch()}
        toolbar={
          <>
            <label className="sr-only" htmlFor="defaulters-batch">
              Batch
            </label>
            <select
              id="defaulters-batch"
              className={`${selectClass} max-w-48`}
              value={params.batch}
              onChange={(e) => setParams((p) => ({ ...p, batch: e.target.value }))}
            >
              <option value="">All batches</option>
              {batches.data?.data.map((b) => (
                <option key={b._id} value={b._id}>
                  {b.description}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor="defaulters-days">
              Days overdue
            </label>
            <select
              id="defaulters-days"
              className={selectClass}
              value={params.minDays}
              onChange={(e) => setParams((p) => ({ ...p, minDays: Number(e.target.value) }))}
            >
              {DAYS.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
            {canSend ? (
              <>
                <label className="flex items-center gap-1.5 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={allOnPage}
                    disabled={selectable.length === 0}
                    onChange={() =>
                      setSelected((s) => (allOnPage ? s.filter((id) => !selectable.includes(id)) : [...new Set([...s, ...selectable])]))
                    }
                  />
                  All on page
                </label>
                <Button size="sm" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
                  Send reminder{selected.length > 0 ? ` (${selected.length})` : ''}
                </Button>
              </>
            ) : null}
          </>
        }
        emptyTitle="No defaulters"
        emptyText={
          params.searchTitle || params.batch || params.minDays
            ? 'No student with overdue fees matches these filters.'
            : 'No student has fees past their due date.'
        }
      />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Send fee reminders?"
        text={`${selected.length} ${selected.length === 1 ? 'student' : 'students'} and their parents get a notification and an e-mail listing the overdue fees. Each student can be reminded once a day.`}
        confirmLabel="Send reminder"
        onConfirm={async () => {
          const res = await send.mutateAsync(selected);
          setSelected([]);
          return res;
        }}
      />
      <ReminderHistoryDrawer student={history} onClose={() => setHistory(null)} />
      {isAdmin ? <ReminderSettingsDialog open={editing} onClose={() => setEditing(false)} current={days} /> : null}
      <ExportDrawer open={exporting} onClose={() => setExporting(false)} params={params} total={list.data?.totalCount} />
    </>
  );
}

const TYPES: { value: DefaulterDownloadType; label: string }[] = [
  { value: 'excel', label: 'Excel' },
  { value: 'csv', label: 'CSV' },
  { value: 'pdf', label: 'PDF' },
];

/** Every defaulter of the filters in force, with the columns the list shows. */
function ExportDrawer({
  open,
  onClose,
  params,
  total,
}: {
  open: boolean;
  onClose: () => void;
  params: DefaulterListParams;
  total: number | undefined;
}) {
  const [type, setType] = useState<DefaulterDownloadType>('excel');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      toast.success(`Downloaded ${await downloadDefaulters(params, type)}`);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Export defaulters"
      description="All rows of the current filters and search, with the columns of the list."
    >
      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
        <fieldset>
          <legend className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Type</legend>
          <div className="mt-2 flex gap-2">
            {TYPES.map((t) => (
              <label
                key={t.value}
                className="flex cursor-pointer items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-brand-500"
              >
                <input
                  type="radio"
                  name="defaulters-export-type"
                  checked={type === t.value}
                  onChange={() => setType(t.value)}
                  className="accent-brand-600"
                />
                {t.label}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-slate-700">
          {total === undefined ? 'Counting rows…' : `${formatCount(total)} ${total === 1 ? 'row' : 'rows'}.`}
        </p>
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 px-5 py-3">
        <Button variant="secondary" size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button size="sm" loading={busy} disabled={total === 0} onClick={() => void download()}>
          Download
        </Button>
      </div>
    </Drawer>
  );
}
