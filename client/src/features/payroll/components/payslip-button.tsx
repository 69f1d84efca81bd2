import { useState } from 'react';
import type { StaffPayment } from '@school/contracts';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadPayslip } from '../api/download-payslip';
import { monthLabel, PAYMENT_TYPE_LABELS } from './payment-format';

/** Downloads the PDF payslip of one payment (a reversed one's says REVERSED). */
export function PayslipButton({ payment, compact = false }: { payment: StaffPayment; compact?: boolean }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPayslip(payment._id, payment.payslipNo);
    } catch (err) {
      toast.error(errorMessage(err, 'Oops! something went wrong.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download payslip ${payment.payslipNo}: ${PAYMENT_TYPE_LABELS[payment.paymentType]} for ${monthLabel(payment.paymentMonth)}`}
      className={compact ? 'h-8 px-2.5 text-xs' : undefined}
    >
      {compact ? 'Payslip' : 'Download payslip'}
    </Button>
  );
}
