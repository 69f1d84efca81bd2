import { errorMessage } from '@/lib/api-client';
import { useLeaveBalance } from '../api/applications';
import { LEAVE_CODE_LABELS, type LeaveCode } from './leave-format';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** Per leave code this calendar year: the quota, approved (used), pending, and what is left. */
export function LeaveBalances({ year }: { year: number }) {
  const balance = useLeaveBalance(year);
  if (balance.error) return <p className="mb-4 text-sm text-rose-700">{errorMessage(balance.error)}</p>;
  const rows = balance.data?.data.balances;
  return (
    <section aria-labelledby="leave-balance-title" className="mb-6">
      <h2 id="leave-balance-title" className="mb-3 text-sm font-semibold text-slate-900">
        Leave left in {year}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {(rows ?? [null, null]).map((b, i) => (
          <li key={b?.leaveCode ?? i} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs" data-testid="leave-balance">
            {b ? (
              <>
                <p className="text-sm font-medium text-slate-600">{LEAVE_CODE_LABELS[b.leaveCode as LeaveCode] ?? b.leaveCode}</p>
                <p className="mt-1 text-2xl font-semibold text-slate-900">{b.left === null ? 'No quota' : `${days(b.left)} left`}</p>
                <p className="mt-1 text-xs text-slate-600">
                  {b.quota === null ? '' : `Quota ${days(b.quota)} · `}
                  {days(b.used)} taken · {days(b.pending)} pending
                </p>
              </>
            ) : (
              <span className="skeleton block h-14 w-full" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
