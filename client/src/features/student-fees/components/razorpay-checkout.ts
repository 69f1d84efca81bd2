import type { CheckoutProof, PaymentOrderReplyData as PaymentOrder } from '@school/contracts';

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', cb: (r: { error?: { description?: string } }) => void): void;
}
type RazorpayCtor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayCtor> | null = null;

/** Loads Razorpay's checkout.js once, on the first online payment (it is not part of the bundle). */
function loadRazorpay(): Promise<RazorpayCtor> {
  const existing = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayCtor>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SCRIPT;
    s.async = true;
    s.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('The payment window could not be opened.'));
    };
    s.onerror = () => {
      loading = null;
      s.remove();
      reject(new Error('The payment window could not be loaded. Check your connection and try again.'));
    };
    document.head.appendChild(s);
  });
  return loading;
}

export class CheckoutDismissed extends Error {
  constructor() {
    super('Payment cancelled.');
    this.name = 'CheckoutDismissed';
  }
}

/**
 * Opens Razorpay's hosted checkout for the order; resolves with what its handler receives (to verify on the
 * server), rejects when the payer closes it (CheckoutDismissed) or the payment fails.
 */
export async function razorpayCheckout(order: PaymentOrder, payer: { name?: string; email?: string }): Promise<CheckoutProof> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutProof>((resolve, reject) => {
    let settled = false;
    const rzp = new Razorpay({
      key: order.keyId,
      amount: order.amountPaise,
      currency: order.currency,
      order_id: order.providerOrderId,
      name: 'School fees',
      description: order.paymentTitle,
      notes: order.notes,
      prefill: { name: payer.name, email: payer.email },
      handler: (r: RazorpayResponse) => {
        settled = true;
        resolve({ providerOrderId: r.razorpay_order_id, providerPaymentId: r.razorpay_payment_id, signature: r.razorpay_signature });
      },
      modal: {
        ondismiss: () => {
          if (!settled) reject(new CheckoutDismissed());
        },
      },
    });
    rzp.on('payment.failed', (r) => {
      settled = true;
      reject(new Error(r.error?.description || 'The payment failed.'));
    });
    rzp.open();
  });
}
