import { ReasonDialog } from '@/components/reason-dialog';
import { formatRupees } from '@/lib/format';
import type { StaffPayment } from '../api/get-staff-payments';
import { useReverseStaffPayment } from '../api/reverse-staff-payment';
import { monthLabel, PAYMENT_TYPE_LABELS } from './payment-format';

/** Reverse a staff payment (ADMIN, SUPER_ADMIN): nothing is deleted; a reversal with its reason is recorded. */
export function ReverseStaffPaymentDialog({ payment, onClose }: { payment: StaffPayment | null; onClose: () => void }) {
  const reverse = useReverseStaffPayment();
  return (
    <ReasonDialog
      open={!!payment}
      onClose={onClose}
      title="Reverse Payment"
      description={
        payment
          ? `${PAYMENT_TYPE_LABELS[payment.paymentType]} for ${monthLabel(payment.paymentMonth)}, ${formatRupees(payment.amount)}. It stays in the history, marked reversed.`
          : undefined
      }
      submitLabel="Reverse"
      placeholder="e.g. Paid to the wrong account, paid twice"
      onSubmit={(reason) => reverse.mutateAsync({ paymentId: payment!._id, reason })}
    />
  );
}
