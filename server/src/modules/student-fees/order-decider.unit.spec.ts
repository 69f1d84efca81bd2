import { describe, expect, it } from 'vitest';
import type { PaymentOrderEvent } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { paymentOrderDecider, paymentOrderStream } from './order-decider.js';

const spec = deciderSpec(paymentOrderDecider);
const order = { orderId: 'o1', chargeId: 'c1', studentId: 's1', amount: 1200, provider: 'razorpay' as const, providerOrderId: 'order_9' };
const created: PaymentOrderEvent = { type: 'PaymentOrderCreated', data: order };
const failed: PaymentOrderEvent = { type: 'PaymentOrderFailed', data: { orderId: 'o1', reason: 'Card declined' } };
const fail = { type: 'FailPaymentOrder' as const, data: { orderId: 'o1', reason: 'Card declined' } };

describe('payment order decider', () => {
  it('starts a checkout once for a charge', () => {
    spec.given().when({ type: 'CreatePaymentOrder', data: order }).then([created]);
    spec.given(created).when({ type: 'CreatePaymentOrder', data: order }).thenThrows({ message: 'already exists', status: 409 });
  });

  it('keeps the order it started', () => {
    expect(spec.given(created).state).toEqual({ exists: true, order, failed: null });
  });

  it('fails an order once, and records nothing for an order it never started', () => {
    spec.given(created).when(fail).then([failed]);
    spec
      .given(created, failed)
      .when({ ...fail, data: { orderId: 'o1', reason: 'Again' } })
      .then([]);
    spec.given().when(fail).then([]);
    expect(spec.given(created, failed).state.failed).toBe('Card declined');
  });

  it('names one stream per order', () => {
    expect(paymentOrderStream('o1')).toBe('paymentOrder-o1');
  });
});
