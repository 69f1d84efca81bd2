/**
 * The payment-provider port. Routes code against this; adapters: Razorpay (razorpay.ts), the sandbox (sandbox.ts)
 * that the demo and the tests use, and 'none' (disabled.ts) when no provider is configured. Amounts cross this port
 * in paise (integers).
 */
export interface ProviderOrder {
  providerOrderId: string;
  amountPaise: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
}

/** What the hosted checkout hands back to the browser after a successful payment. */
export interface CheckoutProof {
  providerOrderId: string;
  providerPaymentId: string;
  signature: string;
}

export interface WebhookPayment {
  event: string;
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  status: 'captured' | 'authorized' | 'failed' | string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay' | 'none';
  /** Public key the browser checkout needs (Razorpay key_id; 'sandbox' for the sandbox). */
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** Checkout signature: HMAC-SHA256(providerOrderId + '|' + providerPaymentId, key secret), hex; constant-time compare. */
  verifyCheckout(proof: CheckoutProof): boolean;
  /** Webhook: HMAC-SHA256(raw body, webhook secret), hex, from header x-razorpay-signature; constant-time compare. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): boolean;
  /** Parses a verified webhook body (Razorpay's payment.captured / payment.failed / order.paid shapes) or null. */
  parseWebhook(rawBody: Buffer | string): WebhookPayment | null;
}

export interface SandboxProvider extends PaymentProvider {
  name: 'sandbox';
  /** Simulates the hosted checkout: for 'success' returns a proof signed with the sandbox secret; for 'failure' throws a typed error. Unknown order → null. */
  complete(providerOrderId: string, outcome: 'success' | 'failure'): CheckoutProof | null;
  /** Builds a webhook body + signature as Razorpay would send for a captured payment (tests, demo). */
  webhookFor(proof: CheckoutProof): { body: string; signature: string };
}

/** The provider refused or could not be reached (createOrder). `description` is safe to show. */
export class PaymentProviderError extends Error {
  constructor(
    readonly description: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(description);
    this.name = 'PaymentProviderError';
  }
}

/** The simulated checkout was declined (SandboxProvider.complete with 'failure'). */
export class PaymentDeclinedError extends Error {
  constructor(
    readonly providerOrderId: string,
    readonly reason = 'Payment declined by the bank (sandbox).',
  ) {
    super(reason);
    this.name = 'PaymentDeclinedError';
  }
}

export function isSandbox(p: PaymentProvider): p is SandboxProvider {
  return p.name === 'sandbox';
}

/** A provider that takes online payments (not 'none'). */
export type OnlineProvider = PaymentProvider & { readonly name: 'sandbox' | 'razorpay' };

/** The refusal of every online payment call when no provider is configured. */
export const ONLINE_PAYMENT_OFF = 'Online payment is not set up for this institute.';

export function isOnline(p: PaymentProvider): p is OnlineProvider {
  return p.name === 'sandbox' || p.name === 'razorpay';
}
