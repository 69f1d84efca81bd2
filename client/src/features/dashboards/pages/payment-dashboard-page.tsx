import { lazy, Suspense, useState } from 'react';
import { Card, CardHeader, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { AlertIcon, BriefcaseIcon, CheckCircleIcon, RupeeIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { formatRupees, formatRupeesShort } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePaymentDashboard, type PaymentDashboard } from '../api/get-payment-dashboard';

const SeriesChart = lazy(() => import('@/components/charts/series-chart'));
const DonutChart = lazy(() => import('@/components/charts/donut-chart'));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(2, 4)}`;
const monthKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
const shortRupees = formatRupeesShort;

const RANGES = [
  { label: 'Last 6 months', months: 6 },
  { label: 'Last 12 months', months: 12 },
  { label: 'Last 24 months', months: 24 },
] as const;

function rangeOf(months: number) {
  const now = new Date();
  return { from: monthKey(new Date(now.getFullYear(), now.getMonth() - (months - 1), 1)), to: monthKey(now) };
}

function ChartSkeleton({ height }: { height: number }) {
  return <span className="skeleton block w-full" style={{ height }} aria-hidden="true" />;
}

/** /panel/admin/payment/dashboard (001 §2): the money of the institute over time, live. */
export function PaymentDashboardPage() {
  useDocumentTitle('Payment dashboard');
  const [months, setMonths] = useState<number>(12);
  const range = rangeOf(months);
  const q = usePaymentDashboard(range);
  const d = q.data;
  return (
    <>
      <PageHeader
        title="Payment Dashboard"
        description="Fees collected, dues and salaries, month by month. Payments appear here as soon as they are recorded."
        actions={
          <>
            <label htmlFor="payment-range" className="sr-only">
              Period
            </label>
            <select
              id="payment-range"
              value={months}
              onChange={(e) => setMonths(Number(e.target.value))}
              className="h-9 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            >
              {RANGES.map((r) => (
                <option key={r.months} value={r.months}>
                  {r.label}
                </option>
              ))}
            </select>
          </>
        }
      />
      {q.error ? (
        <p role="alert" className="mb-4 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {q.error.message}
        </p>
      ) : null}
      <section aria-label="Payment totals" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Fees Collected"
          value={formatRupees(d?.totals.netCollected)}
          icon={<RupeeIcon />}
          tone="emerald"
          loading={q.isPending}
        />
        <StatCard
          title="Outstanding Dues"
          value={formatRupees(d?.totals.outstanding)}
          icon={<AlertIcon />}
          tone="amber"
          loading={q.isPending}
        />
        <StatCard title="Overdue" value={formatRupees(d?.totals.overdue)} icon={<AlertIcon />} tone="rose" loading={q.isPending} />
        <StatCard
          title="Salaries Paid"
          value={formatRupees(d?.totals.salaries)}
          icon={<BriefcaseIcon />}
          tone="violet"
          loading={q.isPending}
        />
      </section>
      {d ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="fees-owed-note">
          Today {formatRupees(d.totals.dueNow)} of fees is due now ({formatRupees(d.totals.overdue)} of it overdue: past its due date) and{' '}
          {formatRupees(d.totals.upcoming)} is upcoming. Outstanding Dues counts what is unpaid on fees due by the end of the chosen months.
        </p>
      ) : null}
      {d ? <TestPaymentsNote data={d} /> : null}
      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Card className="xl:col-span-2">
          <CardHeader
            title="Collections and salaries"
            subtitle="Fees collected (less reversals) per month, against staff pay for that month"
          />
          <div className="px-3 pt-2 pb-4 sm:px-5">
            <MonthlyChart data={d} loading={q.isPending} kind="flows" />
          </div>
        </Card>
        <Card>
          <CardHeader title="Collections by mode" subtitle="Successful fee payments in the period" />
          <div className="px-3 pt-2 pb-4 sm:px-5">
            {q.isPending ? (
              <ChartSkeleton height={260} />
            ) : !d || d.byMode.length === 0 ? (
              <EmptyState title="No Payment History Found" />
            ) : (
              <figure aria-label="Collections by mode: donut chart">
                <Suspense fallback={<ChartSkeleton height={260} />}>
                  <DonutChart
                    format={formatRupees}
                    slices={d.byMode.map((m) => ({
                      name: m.mode === 'CASH' ? 'Cash' : 'Online',
                      value: m.amount,
                      color: m.mode === 'CASH' ? '#0d9488' : '#4f46e5',
                    }))}
                  />
                </Suspense>
                <figcaption className="sr-only">
                  {d.byMode.map((m) => `${m.mode}: ${formatRupees(m.amount)} in ${m.count} payments`).join('; ')}
                </figcaption>
              </figure>
            )}
          </div>
        </Card>
        <Card className="xl:col-span-3">
          <CardHeader title="Dues" subtitle="Fees falling due each month, and how much of them is still unpaid" />
          <div className="px-3 pt-2 pb-4 sm:px-5">
            <MonthlyChart data={d} loading={q.isPending} kind="dues" />
          </div>
        </Card>
      </div>
      {d ? <MonthlyTable data={d} /> : null}
    </>
  );
}

function MonthlyChart({ data, loading, kind }: { data: PaymentDashboard | undefined; loading: boolean; kind: 'flows' | 'dues' }) {
  if (loading) return <ChartSkeleton height={320} />;
  if (!data) return null;
  const categories = data.months.map((m) => monthLabel(m.month));
  const series =
    kind === 'flows'
      ? [
          { name: 'Fees collected', values: data.months.map((m) => m.collected - m.reversed), color: '#059669' },
          { name: 'Salaries', values: data.months.map((m) => m.salaries), color: '#7c3aed' },
          { name: 'Other income', values: data.months.map((m) => m.otherIncome), color: '#0ea5e9', kind: 'line' as const },
        ]
      : [
          { name: 'Paid', values: data.months.map((m) => Math.max(0, m.due - m.outstanding)), color: '#10b981', stack: 'due' },
          { name: 'Unpaid', values: data.months.map((m) => m.outstanding), color: '#f59e0b', stack: 'due' },
        ];
  const title = kind === 'flows' ? 'Collections and salaries' : 'Dues';
  return (
    <figure aria-label={`${title}: chart by month`}>
      <Suspense fallback={<ChartSkeleton height={320} />}>
        <SeriesChart categories={categories} series={series} format={shortRupees} />
      </Suspense>
      <figcaption className="sr-only">
        <ul>
          {data.months.map((m, i) => (
            <li key={m.month}>
              {categories[i]}: {series.map((s) => `${s.name} ${formatRupees(s.values[i])}`).join(', ')}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Payments through the test sandbox moved no money: shown apart, never in the figures above. */
function TestPaymentsNote({ data }: { data: PaymentDashboard }) {
  const t = data.totals;
  if (!t.testCount && !t.testCollected && !t.testReversed) return null;
  return (
    <p
      role="note"
      data-testid="test-payments"
      className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <span className="font-semibold">Test payments</span> (sandbox, no money received):{' '}
      <span data-testid="test-payments-net" className="font-semibold tabular-nums">
        {formatRupees(t.testCollected - t.testReversed)}
      </span>{' '}
      in {t.testCount} {t.testCount === 1 ? 'payment' : 'payments'}. They settle the fees they were made for but are not counted in Fees
      Collected.
    </p>
  );
}

/** The figures behind the charts, for reading exact amounts. */
function MonthlyTable({ data }: { data: PaymentDashboard }) {
  const rows = [...data.months]
    .reverse()
    .filter((m) => m.collected || m.reversed || m.salaries || m.due || m.otherIncome || m.otherExpense);
  return (
    <Card className="mt-6">
      <CardHeader title="Month by month" subtitle={rows.length ? undefined : 'Nothing recorded in this period yet'} />
      {rows.length ? (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Payments month by month</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {['Month', 'Collected', 'Reversed', 'Due', 'Unpaid', 'Salaries', 'Other income', 'Other expense'].map((h) => (
                  <th key={h} scope="col" className={`px-4 py-2 ${h === 'Month' ? '' : 'text-right'}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((m) => (
                <tr key={m.month} className="tabular-nums">
                  <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                    {monthLabel(m.month)}
                  </th>
                  {[m.collected, m.reversed, m.due, m.outstanding, m.salaries, m.otherIncome, m.otherExpense].map((v, i) => (
                    <td key={i} className="px-4 py-2 text-right text-slate-700">
                      {v ? formatRupees(v) : '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="flex items-center gap-2 px-5 pb-5 text-sm text-slate-600">
          <CheckCircleIcon className="size-4" /> Payments will show here as they are recorded.
        </div>
      )}
    </Card>
  );
}
