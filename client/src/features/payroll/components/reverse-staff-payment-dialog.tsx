import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { TextAreaField } from '@/components/field';
import { formatRupees } from '@/lib/format';
import type { StaffPayment } from '../api/get-staff-payments';
import { useReverseStaffPayment } from '../api/reverse-staff-payment';
import { monthLabel, PAYMENT_TYPE_LABELS } from './payment-format';

/** Reverse a staff payment (ADMIN, SUPER_ADMIN): nothing is deleted; a reversal with its reason is recorded. */
export function ReverseStaffPaymentDialog({ payment, onClose }: { payment: StaffPayment | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reverse = useReverseStaffPayment();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  return (
    <FormDialog
      open={!!payment}
      onClose={close}
      title="Reverse Payment"
      description={
        payment
          ? `${PAYMENT_TYPE_LABELS[payment.paymentType]} for ${monthLabel(payment.paymentMonth)}, ${formatRupees(payment.amount)}. It stays in the history, marked reversed.`
          : undefined
      }
      submitLabel="Reverse"
      validate={() => {
        const e = reason.trim() ? undefined : 'Reason is required.';
        setError(e);
        return !e;
      }}
      submit={() => reverse.mutateAsync({ paymentId: payment!._id, reason: reason.trim() })}
      onSuccess={close}
    >
      <TextAreaField
        label="Reason"
        required
        maxLength={500}
        rows={3}
        placeholder="e.g. Paid to the wrong account, paid twice"
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          if (error && e.target.value.trim()) setError(undefined);
        }}
        error={error}
        autoFocus
      />
    </FormDialog>
  );
}
