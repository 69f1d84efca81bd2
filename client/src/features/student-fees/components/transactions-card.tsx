import { useState } from 'react';
import type { StudentPaymentRow as Transaction } from '@school/contracts';
import { Button, IconButton } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, ChevronRightIcon, ClockIcon } from '@/components/icons';
import { HistoryDrawer } from '@/features/audit';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadReceipt } from '../api/download-receipt';
import { useTransactions } from '../api/get-transactions';
import { maskId } from './fee-format';
import { ReversePaymentDialog } from './reverse-payment-dialog';
import { StatusBadge, TestPaymentBadge } from './status-badge';

const PER_PAGE = 10;

/** 001 §2 transaction history: 10 a page with previous/next, ids masked, receipt, history and (admins) reverse. */
export function TransactionsCard({
  studentId,
  canReverse,
  canSeeHistory,
}: {
  studentId: string;
  canReverse: boolean;
  canSeeHistory: boolean;
}) {
  const [pageNo, setPageNo] = useState(1);
  const list = useTransactions(studentId, pageNo, PER_PAGE);
  const [reversing, setReversing] = useState<Transaction | null>(null);
  const [history, setHistory] = useState<Transaction | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const rows = list.data?.data;

  const receipt = async (t: Transaction) => {
    setDownloading(t._id);
    try {
      await downloadReceipt(t._id, `receipt-${t.receiptNo || t._id}.pdf`);
    } catch (err) {
      toast.error(errorMessage(err, 'Oops! Something went wrong.'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card>
      <CardHeader title="Transaction History" subtitle="Payments of this student, newest first." id="transactions-title" />
      <div className="relative mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Transactions">
        <table className="w-full text-left text-sm" aria-labelledby="transactions-title">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                Transaction ID
              </th>
              <th scope="col" className="px-4 py-2.5">
                Fee
              </th>
              <th scope="col" className="hidden px-4 py-2.5 md:table-cell">
                Date
              </th>
              <th scope="col" className="px-4 py-2.5">
                Mode
              </th>
              <th scope="col" className="px-4 py-2.5 text-right">
                Amount
              </th>
              <th scope="col" className="px-4 py-2.5">
                Status
              </th>
              <th scope="col" className="px-4 py-2.5 text-right">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100" data-testid="transactions">
            {list.isPending
              ? Array.from({ length: 3 }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    <td colSpan={7} className="px-4 py-3">
                      <span className="skeleton block h-4 w-full" />
                    </td>
                  </tr>
                ))
              : rows?.map((t) => (
                  <tr key={t._id} data-testid="transaction-row" data-status={t.status}>
                    <td className="px-4 py-3 font-mono text-xs text-slate-700" title="Only the first half of the id is shown">
                      {maskId(t._id)}
                    </td>
                    <td className="px-4 py-3">
                      <p className="font-medium text-slate-900">{t.fees.title}</p>
                      <p className="text-xs text-slate-600">Receipt {t.receiptNo}</p>
                      {t.reversal ? <p className="mt-0.5 text-xs text-rose-700">Reversed: {t.reversal.reason}</p> : null}
                    </td>
                    <td className="hidden px-4 py-3 whitespace-nowrap text-slate-600 md:table-cell">{formatDateTime(t.createdAt)}</td>
                    <td className="px-4 py-3 text-slate-700">{t.paymentType ?? t.paymentMode}</td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                      {formatRupees(t.amount)}
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={t.status} />
                      {t.test ? <TestPaymentBadge className="mt-1" /> : null}
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex items-center justify-end gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => void receipt(t)}
                          loading={downloading === t._id}
                          aria-label={`Download receipt ${t.receiptNo}`}
                        >
                          Receipt
                        </Button>
                        {canSeeHistory ? (
                          <IconButton
                            label={`History of payment ${t.receiptNo}`}
                            onClick={() => {
                              setHistory(t);
                              setHistoryOpen(true);
                            }}
                          >
                            <ClockIcon className="size-[1.1rem]" />
                          </IconButton>
                        ) : null}
                        {canReverse && t.status === 'SUCCESSFUL' ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            className="text-rose-700 hover:bg-rose-50"
                            onClick={() => setReversing(t)}
                            aria-label={`Reverse payment ${t.receiptNo}`}
                          >
                            Reverse
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {!list.isPending && list.error ? <EmptyState title="Could not load the payments" text={errorMessage(list.error)} /> : null}
      {!list.isPending && !list.error && rows?.length === 0 ? <EmptyState title="No Payment History Found" className="py-8" /> : null}
      {list.data && (rows?.length ?? 0) > 0 ? (
        <nav aria-label="Transaction pages" className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3">
          <p className="text-sm text-slate-600">
            Page {list.data.pageNo} of {Math.max(1, Math.ceil(list.data.totalCount / PER_PAGE))}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" disabled={pageNo <= 1} onClick={() => setPageNo((p) => Math.max(1, p - 1))}>
              <ChevronLeftIcon className="size-4" />
              Previous
            </Button>
            <Button size="sm" variant="secondary" disabled={list.data.isLastChunk} onClick={() => setPageNo((p) => p + 1)}>
              Next
              <ChevronRightIcon className="size-4" />
            </Button>
          </div>
        </nav>
      ) : null}
      <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />
      <HistoryDrawer
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        title={history ? `Payment ${history.receiptNo}` : 'Payment history'}
        url={history ? `student/payment/history/${history._id}` : ''}
      />
    </Card>
  );
}
