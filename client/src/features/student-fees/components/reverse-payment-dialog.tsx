import type { StudentPaymentRow as Transaction } from '@school/contracts';
import { ReasonDialog } from '@/components/reason-dialog';
import { formatRupees } from '@/lib/format';
import { useReversePayment } from '../api/reverse-payment';

/** Reverse a payment (ADMIN, SUPER_ADMIN): nothing is deleted, a reversal with its reason is recorded. */
export function ReversePaymentDialog({ payment, onClose }: { payment: Transaction | null; onClose: () => void }) {
  const reverse = useReversePayment();
  return (
    <ReasonDialog
      open={!!payment}
      onClose={onClose}
      title="Reverse Payment"
      description={
        payment
          ? `${payment.fees.title}, ${formatRupees(payment.amount)} (receipt ${payment.receiptNo}). The fee becomes due again.`
          : undefined
      }
      submitLabel="Reverse"
      placeholder="e.g. Cheque bounced, paid twice"
      onSubmit={(reason) => reverse.mutateAsync({ paymentId: payment!._id, reason })}
    />
  );
}
