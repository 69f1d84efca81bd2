import { STAFF_PAYMENT_DRAWER_PAGE, type StaffPayment } from '@school/contracts';
import { PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { ClockIcon, RupeeIcon, WalletIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useMyPayments } from '../api/get-my-payments';
import { useStaffPaymentOverview } from '../api/get-staff-payment-overview';
import { monthLabel, PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../components/payment-format';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { PayslipButton } from '../components/payslip-button';

const columns: Column<StaffPayment>[] = [
  {
    key: 'month',
    header: 'Month',
    cell: (p) => (
      <div className="min-w-0">
        <p className="font-medium whitespace-nowrap text-slate-900">{monthLabel(p.paymentMonth)}</p>
        <p className="mt-0.5 text-xs text-slate-600">
          {PAYMENT_TYPE_LABELS[p.paymentType]}
          <span className="sm:hidden"> · {PAYMENT_METHOD_LABELS[p.paymentMethod]}</span>
        </p>
        <p className="mt-0.5 text-xs text-slate-500 tabular-nums">{p.payslipNo}</p>
        <div className="mt-1 sm:hidden">
          <PaymentStatusBadge status={p.paymentStatus} />
        </div>
        {p.reversal ? <p className="mt-0.5 max-w-56 text-xs break-words text-slate-600 italic">“{p.reversal.reason}”</p> : null}
      </div>
    ),
  },
  {
    key: 'amount',
    header: 'Net pay',
    className: 'text-right whitespace-nowrap',
    cell: (p) => (
      <span className={p.paymentStatus === 'REVERSED' ? 'text-slate-500 line-through' : 'font-semibold text-slate-900'}>
        {formatRupees(p.amount)}
      </span>
    ),
  },
  { key: 'method', header: 'Mode', className: 'hidden sm:table-cell', cell: (p) => PAYMENT_METHOD_LABELS[p.paymentMethod] },
  {
    key: 'paid',
    header: 'Paid on',
    className: 'hidden md:table-cell whitespace-nowrap text-slate-600',
    cell: (p) => formatDateTime(p.createdAt),
  },
  { key: 'status', header: 'Status', className: 'hidden sm:table-cell', cell: (p) => <PaymentStatusBadge status={p.paymentStatus} /> },
  {
    key: 'payslip',
    header: 'Payslip',
    srOnlyHeader: true,
    className: 'text-right',
    cell: (p) => <PayslipButton payment={p} compact />,
  },
];

/**
 * "My pay" (issue 11 part 5): a teacher's or staff member's own payments, newest month first, each with its PDF payslip;
 * the year's total and the last payment above (from the salary overview of their own record).
 */
export function MyPayPage() {
  useDocumentTitle('My pay');
  const user = useSession()?.user;
  const [{ pageNo }, setList] = useListParams({ pageNo: 1 });
  const list = useMyPayments(pageNo, STAFF_PAYMENT_DRAWER_PAGE);
  const overview = useStaffPaymentOverview(user?._id ?? '');
  // Someone the institute does not pay (a manager) has no salary overview: the list alone says so.
  const notPaid = overview.error instanceof ApiError && overview.error.status === 404;
  const o = overview.data?.data;
  return (
    <>
      <PageHeader title="My pay" description="Your salary and other payments, newest first. Download a payslip for any of them." />
      {notPaid ? null : (
        <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
          <StatCard
            title="Paid this year"
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
            value={o?.lastPayment ? `${formatRupees(o.lastPayment.amount)} · ${monthLabel(o.lastPayment.paymentMonth)}` : 'None yet'}
            icon={<ClockIcon />}
            tone="violet"
            loading={overview.isPending}
          />
        </div>
      )}
      <DataTable
        caption="My payments"
        columns={columns}
        rows={list.data?.data}
        rowKey={(p) => p._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(n) => setList({ pageNo: n })}
        emptyTitle="No Payment History Found"
        emptyText="Payments the institute records for you appear here, each with a payslip."
      />
    </>
  );
}
