import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { TextAreaField } from '@/components/field';
import { formatRupees } from '@/lib/format';
import { useReversePayment } from '../api/reverse-payment';
import type { Transaction } from '../api/types';

/** Reverse a payment (ADMIN, SUPER_ADMIN): nothing is deleted, a reversal with its reason is recorded. */
export function ReversePaymentDialog({ payment, onClose }: { payment: Transaction | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reverse = useReversePayment();
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
      description={payment ? `${payment.fees.title}, ${formatRupees(payment.amount)} (receipt ${payment.receiptNo}). The fee becomes due again.` : undefined}
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
        placeholder="e.g. Cheque bounced, paid twice"
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
