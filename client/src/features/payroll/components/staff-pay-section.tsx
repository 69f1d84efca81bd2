import { useState } from 'react';
import { STAFF_PAYMENT_OVERVIEW_PAGE } from '@school/contracts';
import { Button, IconButton } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { ClockIcon, PlusIcon, RefreshIcon, RupeeIcon, WalletIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { HistoryDrawer } from '@/features/audit';
import { useMyModules } from '@/features/identity';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useStaffPaymentOverview } from '../api/get-staff-payment-overview';
import { useStaffPayments, type StaffPayment } from '../api/get-staff-payments';
import { AddStaffPaymentDrawer } from './add-staff-payment-drawer';
import { monthLabel, PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from './payment-format';
import { PaymentHistoryDrawer } from './payment-history-drawer';
import { PaymentStatusBadge } from './payment-status-badge';
import { PayslipButton } from './payslip-button';
import { ReverseStaffPaymentDialog } from './reverse-staff-payment-dialog';

/**
 * 001 §2 salary overview of a teacher or staff member: 'Total Salary Paid This Year', the Pay action (add drawer), the
 * payment history drawer and the transactions, 10 per page, each with its History and (administrators) Reverse.
 * Shows nothing for someone who is not paid here (an admin) or whose pay the viewer may not see.
 */
export function StaffPaySection({ staffId }: { staffId: string }) {
  const session = useSession();
  const modules = useMyModules();
  const role = session?.user.role;
  const [pageNo, setPageNo] = useState(1);
  const [adding, setAdding] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [historyOf, setHistoryOf] = useState<StaffPayment | null>(null);
  const [reversing, setReversing] = useState<StaffPayment | null>(null);
  const overview = useStaffPaymentOverview(staffId);
  const hidden = overview.error instanceof ApiError && (overview.error.status === 403 || overview.error.status === 404);
  const list = useStaffPayments(staffId, pageNo, STAFF_PAYMENT_OVERVIEW_PAGE, !hidden);
  if (hidden) return null;

  const o = overview.data?.data;
  const name = o?.staff.displayName ?? 'this staff member';
  const isAdmin = role === 'ADMIN' || role === 'SUPER_ADMIN';
  const canPay =
    staffId !== session?.user._id && (isAdmin || ((role === 'MANAGER' || role === 'STAFF') && !!modules.data?.includes('payment')));

  const columns: Column<StaffPayment>[] = [
    {
      key: 'month',
      header: 'Month',
      cell: (p) => (
        <div className="min-w-0">
          <p className="font-medium whitespace-nowrap text-slate-900">{monthLabel(p.paymentMonth)}</p>
          <p className="mt-0.5 text-xs text-slate-600 sm:hidden">
            {PAYMENT_TYPE_LABELS[p.paymentType]} · {PAYMENT_METHOD_LABELS[p.paymentMethod]}
          </p>
          {p.reversal ? <p className="mt-0.5 max-w-56 text-xs break-words text-slate-600 italic">“{p.reversal.reason}”</p> : null}
        </div>
      ),
    },
    { key: 'type', header: 'Type', className: 'hidden sm:table-cell', cell: (p) => PAYMENT_TYPE_LABELS[p.paymentType] },
    { key: 'method', header: 'Method', className: 'hidden sm:table-cell', cell: (p) => PAYMENT_METHOD_LABELS[p.paymentMethod] },
    {
      key: 'amount',
      header: 'Amount',
      className: 'text-right whitespace-nowrap',
      cell: (p) => (
        <span className={p.paymentStatus === 'REVERSED' ? 'text-slate-500 line-through' : 'font-semibold text-slate-900'}>
          {formatRupees(p.amount)}
        </span>
      ),
    },
    { key: 'status', header: 'Status', cell: (p) => <PaymentStatusBadge status={p.paymentStatus} /> },
    {
      key: 'paid',
      header: 'Paid on',
      className: 'hidden md:table-cell whitespace-nowrap text-slate-600',
      cell: (p) => formatDateTime(p.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'w-36 text-right',
      cell: (p) => (
        <div className="flex items-center justify-end gap-1">
          <PayslipButton payment={p} compact />
          <IconButton
            label={`History of ${PAYMENT_TYPE_LABELS[p.paymentType]} for ${monthLabel(p.paymentMonth)}`}
            onClick={() => setHistoryOf(p)}
          >
            <ClockIcon className="size-[1.1rem]" />
          </IconButton>
          {isAdmin && p.paymentStatus === 'SUCCESSFUL' ? (
            <IconButton
              label={`Reverse ${PAYMENT_TYPE_LABELS[p.paymentType]} for ${monthLabel(p.paymentMonth)}`}
              tone="danger"
              onClick={() => setReversing(p)}
            >
              <RefreshIcon className="size-[1.1rem]" />
            </IconButton>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="staff-pay-title" className="mt-6">
      <Card className="pb-5">
        <CardHeader
          id="staff-pay-title"
          title="Salary"
          subtitle="Pay recorded for this staff member. Corrections are reversals: nothing is deleted."
          action={
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" size="sm" onClick={() => setShowAll(true)}>
                <WalletIcon className="size-4" />
                Payment History
              </Button>
              {canPay ? (
                <Button size="sm" onClick={() => setAdding(true)}>
                  <PlusIcon className="size-4" />
                  Pay
                </Button>
              ) : null}
            </div>
          }
        />
        {overview.isError ? <p className="px-5 pt-4 text-sm text-rose-600">{errorMessage(overview.error)}</p> : null}
        <div className="grid grid-cols-1 gap-4 px-5 pt-4 sm:grid-cols-3">
          <StatCard
            title="Total Salary Paid This Year"
            value={formatRupees(o?.totalAmountPaidThisYear)}
            icon={<RupeeIcon />}
            tone="emerald"
            loading={overview.isPending}
          />
          <StatCard
            title="Payments"
            value={String(o?.totalPayments ?? 0)}
            icon={<WalletIcon />}
            tone="brand"
            loading={overview.isPending}
          />
          <StatCard
            title="Last payment"
            value={o?.lastPayment ? formatRupees(o.lastPayment.amount) : 'None yet'}
            icon={<ClockIcon />}
            tone="violet"
            loading={overview.isPending}
          />
        </div>
        <div className="px-5 pt-5">
          <h3 className="mb-3 text-sm font-semibold text-slate-900">Transactions</h3>
          <DataTable
            caption="Salary transactions"
            columns={columns}
            rows={list.data?.data}
            rowKey={(p) => p._id}
            loading={list.isPending}
            fetching={list.isFetching}
            error={list.error ? errorMessage(list.error) : null}
            page={list.data}
            onPage={setPageNo}
            emptyTitle="No Payment History Found"
            emptyText={canPay ? 'Use Pay to record the first payment.' : undefined}
          />
        </div>
      </Card>
      <AddStaffPaymentDrawer open={adding} onClose={() => setAdding(false)} staffId={staffId} staffName={name} />
      <PaymentHistoryDrawer open={showAll} onClose={() => setShowAll(false)} staffId={staffId} staffName={name} />
      <HistoryDrawer
        open={!!historyOf}
        onClose={() => setHistoryOf(null)}
        title={historyOf ? `History: ${PAYMENT_TYPE_LABELS[historyOf.paymentType]} for ${monthLabel(historyOf.paymentMonth)}` : 'History'}
        url={historyOf ? `staff/payment/history/${historyOf._id}` : ''}
      />
      <ReverseStaffPaymentDialog payment={reversing} onClose={() => setReversing(null)} />
    </section>
  );
}
