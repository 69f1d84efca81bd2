import { PaymentProviderError, type PaymentProvider, type ProviderOrder } from './provider.js';
import { orderInputProblem, parseRazorpayWebhook, verifyCheckoutWith, verifyWebhookWith } from './wire.js';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** API base, default https://api.razorpay.com (tests point it at a local fake). */
  apiUrl?: string;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Razorpay (https://razorpay.com/docs/api/orders/create/): orders over its REST API, HMAC-SHA256 signatures. */
export function createRazorpayProvider(opts: RazorpayOptions): PaymentProvider {
  if (!opts.keyId || !opts.keySecret || !opts.webhookSecret) {
    throw new Error('The Razorpay payment provider needs a key id, a key secret and a webhook secret.');
  }
  const api = (opts.apiUrl || 'https://api.razorpay.com').replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  const timeoutMs = opts.timeoutMs ?? 10_000;

  return {
    name: 'razorpay',
    keyId: opts.keyId,

    async createOrder(input): Promise<ProviderOrder> {
      const problem = orderInputProblem(input);
      if (problem) throw new PaymentProviderError(problem, 400, 'BAD_REQUEST_ERROR');
      let res: Response;
      try {
        res = await fetch(`${api}/v1/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes ?? {} }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        const timedOut = (e as Error).name === 'TimeoutError';
        throw new PaymentProviderError(
          timedOut
            ? 'The payment provider did not answer in time. Please try again.'
            : 'Could not reach the payment provider. Please try again.',
          undefined,
          timedOut ? 'TIMEOUT' : 'UNREACHABLE',
        );
      }
      const text = await res.text().catch(() => '');
      let reply: unknown = null;
      try {
        reply = text ? JSON.parse(text) : null;
      } catch {
        reply = null;
      }
      if (!res.ok) {
        const err = isObject(reply) && isObject(reply.error) ? reply.error : {};
        const description =
          typeof err.description === 'string' && err.description
            ? err.description
            : `The payment provider refused the order (HTTP ${res.status}).`;
        throw new PaymentProviderError(description, res.status, typeof err.code === 'string' ? err.code : undefined);
      }
      if (!isObject(reply) || typeof reply.id !== 'string' || typeof reply.amount !== 'number') {
        throw new PaymentProviderError('The payment provider sent an unreadable order.', res.status, 'BAD_REPLY');
      }
      // Razorpay sends `notes: []` when there are none.
      const notes = isObject(reply.notes)
        ? Object.fromEntries(Object.entries(reply.notes).map(([k, v]) => [k, String(v)]))
        : { ...(input.notes ?? {}) };
      return {
        providerOrderId: reply.id,
        amountPaise: reply.amount,
        currency: 'INR',
        receipt: typeof reply.receipt === 'string' ? reply.receipt : input.receipt,
        notes,
      };
    },

    verifyCheckout: (proof) => verifyCheckoutWith(opts.keySecret, proof),
    verifyWebhook: (rawBody, signature) => verifyWebhookWith(opts.webhookSecret, rawBody, signature),
    parseWebhook: parseRazorpayWebhook,
  };
}
