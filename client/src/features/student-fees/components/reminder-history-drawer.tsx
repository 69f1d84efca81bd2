import { Drawer } from '@/components/drawer';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useFeeReminders } from '../api/get-reminders';

/** The reminders one student (and their parents) were sent: when, by whom or automatically, what for, how it went out. */
export function ReminderHistoryDrawer({ student, onClose }: { student: { _id: string; displayName: string } | null; onClose: () => void }) {
  const reminders = useFeeReminders(student?._id ?? '', !!student);
  const rows = reminders.data?.data;
  return (
    <Drawer
      open={!!student}
      onClose={onClose}
      title="Reminder history"
      description={student ? `Fee reminders sent for ${student.displayName}.` : undefined}
    >
      <div className="flex-1 overflow-y-auto px-5 py-4">
        {reminders.isPending ? (
          <p className="text-sm text-slate-600">Loading…</p>
        ) : reminders.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            Could not load the reminders.
          </p>
        ) : rows && rows.length === 0 ? (
          <p className="text-sm text-slate-600">No reminder was sent yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="Reminders">
            {rows?.map((r) => (
              <li key={r._id} className="rounded-xl p-3 ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-slate-900">{formatDateTime(r.sentAt)}</span>
                  <span className="text-sm font-semibold text-rose-700 tabular-nums">{formatRupees(r.total)}</span>
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  {r.automatic ? 'Sent automatically' : `Sent by ${r.sentBy?.displayName || 'staff'}`} · to {r.recipients}{' '}
                  {r.recipients === 1 ? 'person' : 'people'} in the app
                  {r.emails > 0 ? ` and ${r.emails} e-mail${r.emails === 1 ? '' : 's'}` : ''}
                </p>
                <ul className="mt-2 space-y-0.5 text-xs text-slate-700">
                  {r.charges.map((c) => (
                    <li key={c.chargeId}>
                      {c.feeTitle}: {formatRupees(c.due)} due {c.dueDate} ({c.daysOverdue} days overdue)
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Drawer>
  );
}
