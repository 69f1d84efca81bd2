import { useState } from 'react';
import { Button } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { AlertIcon, CalendarIcon, RupeeIcon, WalletIcon, CheckCircleIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useSession } from '@/lib/session';
import { usePaymentOverview } from '../api/get-payment-overview';
import { usePaymentSettings } from '../api/get-payment-settings';
import { usePendingFees } from '../api/get-pending-fees';
import { BalanceCard } from './balance-card';
import { RemindersCard } from './reminders-card';
import { formatDay, periodText } from './fee-format';
import { PayFeesDrawer } from './pay-fees-drawer';
import { StandingBadge } from './status-badge';
import { ChargeKindLabel } from './charge-adjustments';
import { TransactionsCard } from './transactions-card';

/**
 * 001 §2 fees of one student: overview cards, Pending Fees with Pay, the transaction history and the balance
 * as of a day. Used on the admin student profile and on the student's (or parent's) own fees page.
 */
export function StudentFeesSection({ studentId, studentName }: { studentId: string; studentName?: string }) {
  const role = useSession()?.user.role;
  const overview = usePaymentOverview(studentId);
  const pending = usePendingFees(studentId);
  const settings = usePaymentSettings();
  const direct = !!settings.data?.feeRemoval && role === 'ADMIN';
  const [paying, setPaying] = useState<{ chargeId?: string } | null>(null);
  const ov = overview.data?.data;
  const fees = pending.data?.data;
  const canReverse = role === 'ADMIN' || role === 'SUPER_ADMIN';
  // The server shows payment histories to the staff-side roles only.
  const staffSide = role === 'ADMIN' || role === 'SUPER_ADMIN' || role === 'MANAGER' || role === 'STAFF';

  return (
    <section aria-labelledby="fees-overview-title" className="space-y-6" data-testid="student-fees">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="fees-overview-title" className="text-lg font-semibold text-slate-900">
          Fees overview
        </h2>
        <Button onClick={() => setPaying({})}>
          <RupeeIcon className="size-4" />
          Pay Fees
        </Button>
      </div>
      {overview.error ? <p className="text-sm text-rose-700">{errorMessage(overview.error)}</p> : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="fees-figures">
        <StatCard title="Total this year" value={formatRupees(ov?.totalYearlyFee)} icon={<WalletIcon />} loading={overview.isPending} />
        <StatCard
          title="Paid this year"
          value={formatRupees(ov?.amountPaid)}
          icon={<CheckCircleIcon />}
          tone="emerald"
          loading={overview.isPending}
        />
        <StatCard title="Due now" value={formatRupees(ov?.dueNow)} icon={<RupeeIcon />} tone="rose" loading={overview.isPending} />
        <StatCard title="Upcoming" value={formatRupees(ov?.upcoming)} icon={<CalendarIcon />} tone="sky" loading={overview.isPending} />
      </div>
      {ov ? (
        <div className="-mt-2 space-y-1 text-sm text-slate-600" data-testid="fees-figures-note">
          <p>
            Total this year {formatRupees(ov.totalYearlyFee)} = paid {formatRupees(ov.amountPaid)} + due now{' '}
            {formatRupees(ov.dueNow - ov.earlierYears)} + upcoming {formatRupees(ov.upcoming)}. A fee is due from its due date and overdue
            the day after.
          </p>
          {ov.earlierYears > 0 ? <p>Due now includes {formatRupees(ov.earlierYears)} left from fees of earlier years.</p> : null}
          {ov.overdue > 0 ? (
            <p className="flex items-center gap-1.5 font-medium text-rose-700" data-testid="fees-overdue">
              <AlertIcon className="size-4" />
              {formatRupees(ov.overdue)} of it is overdue.
            </p>
          ) : null}
        </div>
      ) : null}
      <Card>
        <CardHeader title="Pending Fees" id="pending-fees-heading" />
        {pending.isPending ? (
          <span className="skeleton m-5 block h-16" aria-hidden="true" />
        ) : pending.error ? (
          <p className="px-5 py-4 text-sm text-rose-700">{errorMessage(pending.error)}</p>
        ) : !fees?.length ? (
          <p className="px-5 py-8 text-center text-sm font-medium text-slate-600">No Pending Fees</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100" aria-labelledby="pending-fees-heading" data-testid="pending-fees">
            {fees.map((f) => (
              <li
                key={f._id}
                className="flex flex-wrap items-center gap-3 px-5 py-3"
                data-testid="pending-fee"
                data-kind={f.kind ?? 'CHARGE'}
              >
                <div className="min-w-0 basis-full sm:basis-auto sm:flex-1">
                  <p className="font-medium break-words text-slate-900">
                    <ChargeKindLabel kind={f.kind} />
                    {f.fees.title}
                  </p>
                  <p className="text-xs text-slate-600">
                    {periodText(f.periodStart, f.periodEnd)} · due {formatDay(f.dueDate)}
                    {f.standing === 'OVERDUE' ? ` · ${f.daysOverdue} ${f.daysOverdue === 1 ? 'day' : 'days'} late` : ''}
                    {f.paid > 0 ? ` · ${formatRupees(f.paid)} of ${formatRupees(f.totalAmount)} paid` : ''}
                  </p>
                  {f.concession ? (
                    <p className="text-xs text-violet-800" data-testid="pending-concession">
                      {formatRupees(f.grossAmount)} − {formatRupees(f.concession)} concession = {formatRupees(f.totalAmount)}
                    </p>
                  ) : null}
                </div>
                <StandingBadge standing={f} />
                <span className="ml-auto w-24 text-right font-semibold text-slate-900 tabular-nums" data-testid="pending-amount">
                  {formatRupees(f.amount)}
                </span>
                <Button
                  size="sm"
                  onClick={() => setPaying({ chargeId: f._id })}
                  aria-label={`${direct ? 'Update' : 'Pay'} ${f.fees.title} ${periodText(f.periodStart, f.periodEnd)}`}
                >
                  {direct ? 'Update' : 'Pay'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <TransactionsCard studentId={studentId} canReverse={canReverse} canSeeHistory={staffSide} />
      <BalanceCard studentId={studentId} />
      <RemindersCard studentId={studentId} />
      <PayFeesDrawer
        open={!!paying}
        onClose={() => setPaying(null)}
        studentId={studentId}
        studentName={studentName}
        chargeId={paying?.chargeId}
      />
    </section>
  );
}
