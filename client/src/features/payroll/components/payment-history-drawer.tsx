import { useEffect, useState } from 'react';
import { STAFF_PAYMENT_DRAWER_PAGE } from '@school/contracts';
import { Drawer } from '@/components/drawer';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { WalletIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useStaffPayments } from '../api/get-staff-payments';
import { monthLabel, PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from './payment-format';
import { PaymentStatusBadge } from './payment-status-badge';
import { PayslipButton } from './payslip-button';

/** 001 §2 payment history drawer: every payment of a staff member, newest first, 15 per page. */
export function PaymentHistoryDrawer({
  open,
  onClose,
  staffId,
  staffName,
}: {
  open: boolean;
  onClose: () => void;
  staffId: string;
  staffName: string;
}) {
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => {
    if (open) setPageNo(1);
  }, [open]);
  const list = useStaffPayments(staffId, pageNo, STAFF_PAYMENT_DRAWER_PAGE, open);
  const rows = list.data?.data ?? [];
  return (
    <Drawer open={open} onClose={onClose} title="Payment History" description={staffName}>
      <div className="flex-1 overflow-y-auto px-5 py-4">
        {list.isPending ? (
          <div role="status" aria-label="Loading payments" className="space-y-3">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="skeleton block h-14 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <FormError message={errorMessage(list.error)} />
        ) : rows.length === 0 ? (
          <EmptyState title="No Payment History Found" icon={<WalletIcon />} />
        ) : (
          <ul aria-label="Payments" className="divide-y divide-slate-100">
            {rows.map((p) => (
              <li key={p._id} className="py-3">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-slate-900">
                      {PAYMENT_TYPE_LABELS[p.paymentType]} · {monthLabel(p.paymentMonth)}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-600">
                      {PAYMENT_METHOD_LABELS[p.paymentMethod]} · {formatDateTime(p.createdAt)}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-500 tabular-nums">{p.payslipNo}</p>
                    {p.reversal ? <p className="mt-1 text-xs text-slate-600 italic">Reversed: “{p.reversal.reason}”</p> : null}
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span
                      className={
                        p.paymentStatus === 'REVERSED'
                          ? 'text-sm font-semibold text-slate-500 line-through'
                          : 'text-sm font-semibold text-slate-900'
                      }
                    >
                      {formatRupees(p.amount)}
                    </span>
                    <PaymentStatusBadge status={p.paymentStatus} />
                    <PayslipButton payment={p} compact />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {list.data && rows.length > 0 ? (
        <div className="border-t border-slate-100 px-5 py-3">
          <Pagination info={list.data} onPage={setPageNo} label="Payment history pages" />
        </div>
      ) : null}
    </Drawer>
  );
}
