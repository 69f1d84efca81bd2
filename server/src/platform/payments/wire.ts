import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CheckoutProof, WebhookPayment } from './provider.js';

/**
 * Razorpay's wire format, shared by the Razorpay adapter and the sandbox (which imitates it exactly, so the
 * routes and the browser checkout cannot tell them apart).
 */

export function hmacHex(secret: string, payload: Buffer | string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** The string Razorpay signs after a checkout: `<order_id>|<payment_id>`. */
export function checkoutPayload(providerOrderId: string, providerPaymentId: string): string {
  return `${providerOrderId}|${providerPaymentId}`;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Constant-time comparison of a hex HMAC-SHA256 against the expected one; anything malformed is just false. */
export function signatureMatches(secret: string, payload: Buffer | string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(hmacHex(secret, payload), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function verifyCheckoutWith(secret: string, proof: CheckoutProof | null | undefined): boolean {
  if (!proof || typeof proof.providerOrderId !== 'string' || typeof proof.providerPaymentId !== 'string') return false;
  if (!proof.providerOrderId || !proof.providerPaymentId) return false;
  return signatureMatches(secret, checkoutPayload(proof.providerOrderId, proof.providerPaymentId), proof.signature);
}

export function verifyWebhookWith(secret: string, rawBody: Buffer | string, signature: string | undefined): boolean {
  if (rawBody === undefined || rawBody === null) return false;
  return signatureMatches(secret, rawBody, signature);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads Razorpay's webhook envelope `{ event, payload: { payment: { entity }, order?: { entity } } }`
 * (payment.captured, payment.authorized, payment.failed, order.paid). Anything else → null.
 */
export function parseRazorpayWebhook(rawBody: Buffer | string): WebhookPayment | null {
  let body: unknown;
  try {
    body = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(body) || typeof body.event !== 'string' || !isObject(body.payload)) return null;
  const payment = isObject(body.payload.payment) && isObject(body.payload.payment.entity) ? body.payload.payment.entity : null;
  if (!payment) return null;
  const order = isObject(body.payload.order) && isObject(body.payload.order.entity) ? body.payload.order.entity : null;
  const providerOrderId =
    typeof payment.order_id === 'string' && payment.order_id ? payment.order_id : typeof order?.id === 'string' ? order.id : '';
  const providerPaymentId = typeof payment.id === 'string' ? payment.id : '';
  const amountPaise = payment.amount;
  if (!providerOrderId || !providerPaymentId || typeof amountPaise !== 'number' || !Number.isSafeInteger(amountPaise)) return null;
  return {
    event: body.event,
    providerOrderId,
    providerPaymentId,
    amountPaise,
    status: typeof payment.status === 'string' ? payment.status : '',
  };
}

/** Builds the body Razorpay posts for payment.captured (the sandbox sends the same shape). */
export function capturedWebhookBody(p: {
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  createdAt: number;
}): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: p.providerPaymentId,
          entity: 'payment',
          amount: p.amountPaise,
          currency: 'INR',
          status: 'captured',
          order_id: p.providerOrderId,
          method: 'upi',
          captured: true,
          created_at: p.createdAt,
        },
      },
    },
    created_at: p.createdAt,
  });
}

/** Checks shared by both adapters before an order is created (Razorpay: integer paise, receipt ≤ 40 characters). */
export function orderInputProblem(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): string | null {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < 100) return 'The amount must be at least ₹1.';
  if (typeof input.receipt !== 'string' || input.receipt.length === 0 || input.receipt.length > 40) {
    return 'The order receipt must be 1 to 40 characters.';
  }
  const keys = Object.keys(input.notes ?? {});
  if (keys.length > 15) return 'An order takes at most 15 notes.';
  if (keys.some((k) => String(input.notes[k]).length > 256)) return 'An order note is longer than 256 characters.';
  return null;
}
