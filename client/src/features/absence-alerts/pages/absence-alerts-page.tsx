import { useId } from 'react';
import type { AbsenceAlertRow, AbsenceAlertStatus } from '@school/contracts';
import { PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { alertsToday } from '../api/alert-keys';
import { useAbsenceAlerts } from '../api/get-absence-alerts';
import { useAlertSettings } from '../api/get-alert-settings';
import { useSetAlertSettings } from '../api/set-alert-settings';

const STATUS: Record<AbsenceAlertStatus, { label: string; className: string }> = {
  NOTIFIED: { label: 'Notified, e-mail after the last class', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  EMAILED: { label: 'Notified and e-mailed', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  WITHDRAWN: { label: 'Withdrawn (marked present or on leave)', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

const control =
  'h-9 rounded-lg bg-white px-2.5 text-sm text-slate-800 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500 focus:outline-none';

/**
 * /panel/admin/attendance/alerts: the delivery log of absence alerts to parents for a day (who was told of which missed
 * classes, when, and to which e-mail addresses the digest went), and the institute's on/off switch (decision 0020).
 */
export function AbsenceAlertsPage() {
  useDocumentTitle('Absence alerts');
  const id = useId();
  const role = useSession()?.user.role;
  const canSwitch = role === 'ADMIN' || role === 'SUPER_ADMIN';
  const today = alertsToday();
  const [params, setParams] = useListParams({ date: today, pageNo: 1, perPage: 20 });
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.date) && params.date <= today ? params.date : today;
  const list = useAbsenceAlerts({ date, pageNo: params.pageNo, perPage: params.perPage });
  const settings = useAlertSettings();
  const setSettings = useSetAlertSettings();
  const enabled = settings.data?.data.enabled ?? true;

  const toggle = async () => {
    try {
      const r = await setSettings.mutateAsync({ enabled: !enabled });
      toast.success(r.message);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const columns: Column<AbsenceAlertRow>[] = [
    {
      key: 'student',
      header: 'Student',
      cell: (r) => (
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{r.student.displayName}</p>
          <p className="text-xs text-slate-600">
            {r.parents.length === 0 ? 'No parent linked' : `To ${r.parents.map((p) => p.displayName).join(', ')}`}
          </p>
        </div>
      ),
    },
    {
      key: 'classes',
      header: 'Classes missed',
      cell: (r) =>
        r.classes.length === 0 ? (
          <span className="text-slate-500">None now</span>
        ) : (
          <ul className="space-y-0.5 text-sm text-slate-800">
            {r.classes.map((c) => (
              <li key={c.classId}>
                {c.subject} <span className="text-slate-600 tabular-nums">{c.time}</span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1', STATUS[r.status].className)}>
          {STATUS[r.status].label}
        </span>
      ),
    },
    {
      key: 'sent',
      header: 'Sent',
      className: 'hidden md:table-cell',
      cell: (r) => (
        <div className="text-xs text-slate-700">
          <p>Notified {formatDateTime(r.notifiedAt)}</p>
          {r.updatedAt !== r.notifiedAt ? <p>Updated {formatDateTime(r.updatedAt)}</p> : null}
          {r.emailedAt ? (
            <p>
              E-mailed {formatDateTime(r.emailedAt)} to {r.emails.length === 0 ? 'no address' : r.emails.join(', ')}
            </p>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Absence alerts"
        description="Parents get one notification and one e-mail a day per child listing the classes missed. The notification follows the register at once; the e-mail goes after the day's last class."
      />
      <section
        aria-labelledby={`${id}-switch`}
        className="mb-4 flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0">
          <h2 id={`${id}-switch`} className="text-sm font-semibold text-slate-900">
            Alerts to parents are {enabled ? 'on' : 'off'}
          </h2>
          <p className="text-sm text-slate-600">
            {enabled ? 'A student marked absent is reported to each linked parent.' : 'No parent is told of an absence.'}
            {settings.data?.data.updatedAt ? ` Changed ${formatDateTime(settings.data.data.updatedAt)}.` : ''}
          </p>
        </div>
        {canSwitch ? (
          <button
            type="button"
            role="switch"
            aria-checked={enabled}
            aria-label="Absence alerts to parents"
            disabled={!settings.data || setSettings.isPending}
            onClick={() => void toggle()}
            className={cn(
              'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60',
              enabled ? 'bg-brand-600' : 'bg-slate-300',
            )}
          >
            <span
              className={cn(
                'inline-block size-5 rounded-full bg-white shadow transition-transform',
                enabled ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </button>
        ) : null}
      </section>
      <DataTable
        caption={`Absence alerts of ${date}`}
        columns={columns}
        rows={list.data?.data}
        rowKey={(r) => r._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        onRefresh={() => void list.refetch()}
        toolbar={
          <>
            <label className="sr-only" htmlFor={`${id}-date`}>
              Date
            </label>
            <input
              id={`${id}-date`}
              type="date"
              value={date}
              max={today}
              onChange={(e) => setParams((p) => ({ ...p, date: e.target.value || today, pageNo: 1 }))}
              className={control}
            />
          </>
        }
        emptyTitle="No absence alerts"
        emptyText={
          enabled
            ? 'No student was marked absent on this day, or no alert has gone yet.'
            : 'Alerts are off: no parent is told of an absence.'
        }
      />
    </>
  );
}
