import { Card, CardHeader } from '@/components/card';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useFeeReminders } from '../api/get-reminders';

/** The fee reminders a student (and their parents) were sent, newest first: on the student's fees section. */
export function RemindersCard({ studentId }: { studentId: string }) {
  const reminders = useFeeReminders(studentId);
  const rows = reminders.data?.data;
  return (
    <Card>
      <CardHeader
        title="Fee reminders"
        subtitle="Sent to the student and their parents, in the app and by e-mail."
        id="fee-reminders-heading"
      />
      {reminders.isPending ? (
        <span className="skeleton m-5 block h-10" aria-hidden="true" />
      ) : reminders.error ? (
        <p className="px-5 py-4 text-sm text-rose-700">{errorMessage(reminders.error)}</p>
      ) : !rows?.length ? (
        <p className="px-5 py-6 text-center text-sm font-medium text-slate-600">No reminder was sent.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-labelledby="fee-reminders-heading" data-testid="fee-reminders">
          {rows.slice(0, 10).map((r) => (
            <li key={r._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">{formatDateTime(r.sentAt)}</p>
                <p className="text-xs text-slate-600">
                  {r.automatic ? 'Automatic' : `By ${r.sentBy?.displayName || 'staff'}`} · {r.charges.map((c) => c.feeTitle).join(', ')}
                </p>
              </div>
              <span className="font-semibold text-rose-700 tabular-nums">{formatRupees(r.total)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
