import { Fragment, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { StudentChargeRow as ChargeRow, StudentFeeStudentRow as FeeStudentRow } from '@school/contracts';
import { Button, IconButton } from '@/components/button';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { CheckCircleIcon, ChevronDownIcon, ChevronLeftIcon, ClockIcon, RupeeIcon, UsersIcon, WalletIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { HistoryDrawer } from '@/features/audit';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCount, formatRupees } from '@/lib/format';
import { paths, pathTo } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeeAssignment } from '../api/get-fee-assignment';
import { batchText, feePeriodText, formatDay, periodText } from '../components/fee-format';
import { PayFeesDrawer } from '../components/pay-fees-drawer';
import { ConcessionDialog, type ConcessionTarget } from '../components/concession-dialog';
import { ChargeAmounts, ChargeKindLabel, ConcessionList } from '../components/charge-adjustments';
import { useSession } from '@/lib/session';
import { CollectedBar, StandingBadge, StatusBadge } from '../components/status-badge';

/** The assignment id of `/panel/admin/fees/<id>_<startDate>_<endDate>` (the dates only make the address readable). */
export const assignmentIdOf = (feeKey: string) => decodeURIComponent(feeKey).split('_')[0] ?? '';

/** /panel/admin/fees/:feeId_:startDate_:endDate: one fee of a batch, student by student and period by period. */
export function FeeDetailPage() {
  const { feeKey = '' } = useParams<{ feeKey: string }>();
  const id = assignmentIdOf(feeKey);
  const detail = useFeeAssignment(id);
  const a = detail.data?.data;
  useDocumentTitle(a ? `${a.fees.title} · Fees` : 'Fee');
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [paying, setPaying] = useState<FeeStudentRow | null>(null);
  const [history, setHistory] = useState<{ charge: ChargeRow; name: string } | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [conceding, setConceding] = useState<ConcessionTarget | null>(null);
  const role = useSession()?.user.role;
  // Concessions and scholarships are an administrator's decision (the server refuses anyone else).
  const canConcede = role === 'ADMIN' || role === 'SUPER_ADMIN';

  return (
    <>
      <Link href={paths.fees} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800">
        <ChevronLeftIcon className="size-4" />
        All Batches Fees List
      </Link>
      {detail.error ? (
        <EmptyState title="Could not load the fee" text={errorMessage(detail.error)} />
      ) : !a ? (
        <div className="space-y-3" aria-busy="true">
          <span className="skeleton block h-24 w-full" />
          <span className="skeleton block h-64 w-full" />
        </div>
      ) : (
        <>
          <div className="mb-6">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{a.fees.title}</h1>
              <StatusBadge status={a.feeType} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {batchText(a.batch)} · {formatRupees(a.amount)} {a.feeType === 'RECURRING' ? 'a month' : 'per student'} · {feePeriodText(a)}
            </p>
            {a.lateFee ? (
              <p className="mt-1 text-sm text-amber-800" data-testid="late-fee-setting">
                Late fee: {formatRupees(a.lateFee.amount)}
                {a.lateFee.type === 'PER_DAY'
                  ? ` a day after the due date, up to ${formatRupees(a.lateFee.cap ?? 0)}`
                  : ' once, after the due date'}
              </p>
            ) : null}
          </div>
          <div className="mb-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard title="Students" value={formatCount(a.students)} icon={<UsersIcon />} />
            <StatCard title="Fully paid" value={formatCount(a.totalPaid)} icon={<CheckCircleIcon />} tone="emerald" />
            <StatCard title="Collected" value={formatRupees(a.totalAmountCollected)} icon={<WalletIcon />} tone="teal" />
            <StatCard title="Due now" value={formatRupees(a.totalAmountDueNow)} icon={<RupeeIcon />} tone="rose" />
          </div>
          <p className="-mt-2 mb-3 text-sm text-slate-600" data-testid="fee-owed-note">
            Overdue {formatRupees(a.totalAmountOverdue)} · still to fall due {formatRupees(a.totalAmountDue - a.totalAmountDueNow)}
          </p>
          <div className="mb-6">
            <CollectedBar collected={a.totalAmountCollected} due={a.totalAmountDue} label="Collected of this fee" />
          </div>
          <Card className="overflow-hidden">
            <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Students of this fee">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Students of {a.fees.title}</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Student
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      Amount
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      Paid
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      Left to pay
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {a.studentsList.map((row) => {
                    const sid = row.student._id;
                    const expanded = !!open[sid];
                    return (
                      <Fragment key={sid}>
                        <tr
                          data-testid="fee-student-row"
                          data-student={row.student.displayName}
                          className={cn(expanded && 'bg-slate-50/60')}
                        >
                          <td className="px-4 py-3">
                            <div className="flex items-center gap-3">
                              <IconButton
                                label={`${expanded ? 'Hide' : 'Show'} periods of ${row.student.displayName}`}
                                aria-expanded={expanded}
                                aria-controls={`periods-${sid}`}
                                onClick={() => setOpen((o) => ({ ...o, [sid]: !o[sid] }))}
                              >
                                <ChevronDownIcon className={cn('size-4 transition-transform', expanded && 'rotate-180')} />
                              </IconButton>
                              <UserAvatar name={row.student.displayName} photoUrl={row.student.photoUrl} />
                              <div className="min-w-0">
                                <Link
                                  href={pathTo(paths.studentDetail, { id: sid })}
                                  className="font-medium text-slate-900 hover:text-brand-700"
                                >
                                  {row.student.displayName}
                                </Link>
                                <p className="text-xs text-slate-600">Reg. {row.student.registrationNumber ?? 'Not Provided'}</p>
                              </div>
                            </div>
                          </td>
                          <td className="px-4 py-3 text-right tabular-nums">{formatRupees(row.amount)}</td>
                          <td className="px-4 py-3 text-right text-emerald-700 tabular-nums" data-testid="row-paid">
                            {formatRupees(row.paid)}
                          </td>
                          <td className="px-4 py-3 text-right font-medium text-rose-700 tabular-nums" data-testid="row-due">
                            {formatRupees(row.due)}
                          </td>
                          <td className="px-4 py-3">
                            <StandingBadge standing={row} />
                          </td>
                          <td className="px-4 py-3 text-right">
                            <Button
                              size="sm"
                              onClick={() => setPaying(row)}
                              disabled={row.due <= 0}
                              aria-label={`Pay fees of ${row.student.displayName}`}
                            >
                              Pay
                            </Button>
                          </td>
                        </tr>
                        {expanded ? (
                          <tr id={`periods-${sid}`}>
                            <td colSpan={6} className="bg-slate-50/60 px-4 pt-0 pb-4">
                              <table className="w-full text-left text-sm">
                                <caption className="sr-only">Periods of {row.student.displayName}</caption>
                                <thead className="text-xs text-slate-500">
                                  <tr>
                                    <th scope="col" className="py-2 pl-14">
                                      Period
                                    </th>
                                    <th scope="col" className="py-2">
                                      Due date
                                    </th>
                                    <th scope="col" className="py-2 pl-3 text-right">
                                      Amount
                                    </th>
                                    <th scope="col" className="py-2 pl-3 text-right">
                                      Concession
                                    </th>
                                    <th scope="col" className="py-2 pl-3 text-right">
                                      Net
                                    </th>
                                    <th scope="col" className="py-2 pl-3 text-right">
                                      Paid
                                    </th>
                                    <th scope="col" className="py-2 text-right">
                                      Left to pay
                                    </th>
                                    <th scope="col" className="py-2 pl-4">
                                      Status
                                    </th>
                                    <th scope="col" className="py-2">
                                      <span className="sr-only">History</span>
                                    </th>
                                  </tr>
                                </thead>
                                <tbody className="divide-y divide-slate-200/70">
                                  {row.charges.map((c) => (
                                    <Fragment key={c._id}>
                                      <tr data-testid="charge-row" data-kind={c.kind ?? 'CHARGE'}>
                                        <td className="py-2 pl-14 font-medium text-slate-800">
                                          <ChargeKindLabel kind={c.kind} />
                                          {periodText(c.periodStart, c.periodEnd)}
                                        </td>
                                        <td className="py-2 text-slate-600">{formatDay(c.dueDate)}</td>
                                        <ChargeAmounts charge={c} />
                                        <td className="py-2 pl-3 text-right text-emerald-700 tabular-nums">{formatRupees(c.paid)}</td>
                                        <td className="py-2 text-right tabular-nums">{formatRupees(c.due)}</td>
                                        <td className="py-2 pl-4">
                                          <StandingBadge standing={c} />
                                        </td>
                                        <td className="py-2 text-right whitespace-nowrap">
                                          {canConcede && c.due > 0 ? (
                                            <Button
                                              size="sm"
                                              variant="secondary"
                                              className="mr-1"
                                              aria-label={`Concession on ${c.kind === 'LATE_FEE' ? 'late fee ' : ''}${periodText(c.periodStart, c.periodEnd)} for ${row.student.displayName}`}
                                              onClick={() =>
                                                setConceding({
                                                  chargeId: c._id,
                                                  label: `${c.kind === 'LATE_FEE' ? 'Late fee, ' : ''}${a.fees.title}, ${periodText(c.periodStart, c.periodEnd)} · ${row.student.displayName}`,
                                                  grossAmount: c.grossAmount ?? c.amount,
                                                  due: c.due,
                                                })
                                              }
                                            >
                                              Concession
                                            </Button>
                                          ) : null}
                                          <IconButton
                                            label={`History of ${c.kind === 'LATE_FEE' ? 'late fee ' : ''}${periodText(c.periodStart, c.periodEnd)} for ${row.student.displayName}`}
                                            onClick={() => {
                                              setHistory({ charge: c, name: row.student.displayName });
                                              setHistoryOpen(true);
                                            }}
                                          >
                                            <ClockIcon className="size-4" />
                                          </IconButton>
                                        </td>
                                      </tr>
                                      {c.concessions?.length ? (
                                        <tr>
                                          <td colSpan={9} className="pb-2 pl-14">
                                            <ConcessionList chargeId={c._id} concessions={c.concessions} canRevoke={canConcede} />
                                          </td>
                                        </tr>
                                      ) : null}
                                    </Fragment>
                                  ))}
                                </tbody>
                              </table>
                            </td>
                          </tr>
                        ) : null}
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {a.studentsList.length === 0 ? <EmptyState title="No Students found" /> : null}
          </Card>
        </>
      )}
      <PayFeesDrawer
        open={!!paying}
        onClose={() => setPaying(null)}
        studentId={paying?.student._id ?? ''}
        studentName={paying?.student.displayName}
        chargeId={paying?.charges.find((c) => c.due > 0)?._id}
      />
      <ConcessionDialog target={conceding} onClose={() => setConceding(null)} />
      <HistoryDrawer
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        title={
          history
            ? `${a?.fees.title ?? 'Fee'}, ${periodText(history.charge.periodStart, history.charge.periodEnd)} · ${history.name}`
            : 'Fee history'
        }
        url={history ? `student-fee/history/charge/${history.charge._id}` : ''}
      />
    </>
  );
}
