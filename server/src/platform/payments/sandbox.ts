import { randomBytes } from 'node:crypto';
import { PaymentDeclinedError, PaymentProviderError, type CheckoutProof, type ProviderOrder, type SandboxProvider } from './provider.js';
import {
  capturedWebhookBody,
  checkoutPayload,
  hmacHex,
  orderInputProblem,
  parseRazorpayWebhook,
  verifyCheckoutWith,
  verifyWebhookWith,
} from './wire.js';

/**
 * The sandbox: a payment provider that imitates Razorpay's wire format (ids, signatures, webhook bodies) without a
 * network. Used by the demo and the tests; never moves money.
 *
 * It keeps no state, so a server, a worker and several server instances agree: its secrets are derived from the
 * platform's signing secret, and an order id carries its amount plus a MAC, so any process can recognise its
 * orders. A checkout of one order always yields the same payment id (one order, one payment).
 */
export function createSandboxProvider(opts: { platformSecret: string; now?: () => Date }): SandboxProvider {
  if (!opts.platformSecret) throw new Error('The sandbox payment provider needs the platform secret.');
  const keySecret = hmacHex(opts.platformSecret, 'payments:sandbox:key-secret');
  const webhookSecret = hmacHex(opts.platformSecret, 'payments:sandbox:webhook-secret');
  const now = opts.now ?? (() => new Date());

  const orderMac = (nonce: string, amount36: string) => hmacHex(keySecret, `order|${nonce}|${amount36}`).slice(0, 10);
  const ORDER_ID = /^order_sbx_([0-9a-f]{12})_([0-9a-z]{1,12})_([0-9a-f]{10})$/;

  /** The amount of one of our orders, or null when the id is not one this sandbox issued. */
  function orderAmount(providerOrderId: string): number | null {
    const m = typeof providerOrderId === 'string' ? ORDER_ID.exec(providerOrderId) : null;
    if (!m) return null;
    const [, nonce, amount36, mac] = m as unknown as [string, string, string, string];
    if (orderMac(nonce, amount36) !== mac) return null;
    const amount = parseInt(amount36, 36);
    return Number.isSafeInteger(amount) ? amount : null;
  }

  return {
    name: 'sandbox',
    keyId: 'sandbox',

    async createOrder(input): Promise<ProviderOrder> {
      const problem = orderInputProblem(input);
      if (problem) throw new PaymentProviderError(problem, 400, 'BAD_REQUEST_ERROR');
      const nonce = randomBytes(6).toString('hex');
      const amount36 = input.amountPaise.toString(36);
      return {
        providerOrderId: `order_sbx_${nonce}_${amount36}_${orderMac(nonce, amount36)}`,
        amountPaise: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: Object.fromEntries(Object.entries(input.notes ?? {}).map(([k, v]) => [k, String(v)])),
      };
    },

    verifyCheckout: (proof) => verifyCheckoutWith(keySecret, proof),
    verifyWebhook: (rawBody, signature) => verifyWebhookWith(webhookSecret, rawBody, signature),
    parseWebhook: parseRazorpayWebhook,

    complete(providerOrderId, outcome): CheckoutProof | null {
      if (orderAmount(providerOrderId) === null) return null;
      if (outcome !== 'success') throw new PaymentDeclinedError(providerOrderId);
      const providerPaymentId = `pay_sbx_${hmacHex(keySecret, `payment|${providerOrderId}`).slice(0, 14)}`;
      return { providerOrderId, providerPaymentId, signature: hmacHex(keySecret, checkoutPayload(providerOrderId, providerPaymentId)) };
    },

    webhookFor(proof) {
      const amountPaise = orderAmount(proof.providerOrderId);
      if (amountPaise === null) throw new PaymentProviderError('Unknown sandbox order.', 404, 'BAD_REQUEST_ERROR');
      const body = capturedWebhookBody({
        providerOrderId: proof.providerOrderId,
        providerPaymentId: proof.providerPaymentId,
        amountPaise,
        createdAt: Math.floor(now().getTime() / 1000),
      });
      return { body, signature: hmacHex(webhookSecret, body) };
    },
  };
}
