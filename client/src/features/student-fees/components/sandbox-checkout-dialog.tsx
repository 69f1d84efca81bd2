import { useState } from 'react';
import type { PaymentOrderReplyData as PaymentOrder } from '@school/contracts';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { Modal } from '@/components/modal';
import { errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSandboxCheckout } from '../api/sandbox-checkout';
import { useVerifyPayment } from '../api/verify-payment';

const FALLBACK = 'Oops! Something went wrong.';

/**
 * The test provider's checkout (PAYMENT_PROVIDER=sandbox): no money moves. 'Pay' asks the server for a signed
 * answer as Razorpay's checkout would give, then verifies it like a real one; 'Fail' simulates a declined card.
 */
export function SandboxCheckoutDialog({ order, onClose, onPaid }: { order: PaymentOrder | null; onClose: () => void; onPaid: () => void }) {
  const checkout = useSandboxCheckout();
  const verify = useVerifyPayment();
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const run = async (outcome: 'success' | 'failure') => {
    if (!order) return;
    setBusy(outcome);
    setError(null);
    try {
      const proof = await checkout.mutateAsync({ orderId: order.orderId, outcome });
      const res = await verify.mutateAsync({ orderId: order.orderId, ...proof.data });
      toast.success(res.message);
      setBusy(null);
      onPaid();
    } catch (err) {
      const message = errorMessage(err, FALLBACK);
      setError(message);
      toast.error(message);
      setBusy(null);
    }
  };
  return (
    <Modal open={!!order} onClose={close} title="Sandbox Checkout" description="Test payment: no real money is charged." size="sm">
      {order ? (
        <div className="space-y-4 px-5 py-5">
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200" role="note">
            TEST MODE · sandbox payment provider
          </p>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Fee</dt>
              <dd className="text-right font-medium text-slate-900">{order.paymentTitle}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Order</dt>
              <dd className="font-mono text-xs break-all text-slate-700">{order.providerOrderId}</dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-slate-100 pt-2">
              <dt className="font-medium text-slate-700">Amount</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="checkout-amount">
                {formatRupees(order.totalPayableAmount ?? order.amount)}
              </dd>
            </div>
          </dl>
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => void run('failure')} loading={busy === 'failure'} disabled={!!busy}>
              Fail
            </Button>
            <Button onClick={() => void run('success')} loading={busy === 'success'} disabled={!!busy}>
              Pay {formatRupees(order.totalPayableAmount ?? order.amount)}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
