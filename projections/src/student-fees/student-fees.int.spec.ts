import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { studentFeesProjections } from './index.js';

const spec = projectionSpec(...studentFeesProjections);
const { event } = spec;
const charge = (chargeId: string, studentId: string) => ({
  chargeId,
  assignmentId: 'a1',
  feeId: 'f1',
  feeTitle: 'Tuition',
  studentId,
  batchId: 'b1',
  amount: 1000,
  periodStart: '2026-04-01',
  periodEnd: '2026-04-30',
  dueDate: '2026-04-10',
});
const assigned = () =>
  event('StudentFeeAssigned', {
    assignmentId: 'a1',
    feeId: 'f1',
    feeTitle: 'Tuition',
    batchId: 'b1',
    amount: 1000,
    feeType: 'RECURRING',
    startDate: '2026-04-01',
    endDate: '2026-05-31',
    dueDay: 10,
    charges: [charge('c1', 's1'), charge('c2', 's1'), charge('c3', 's2')],
  });
const paid = (paymentId: string, chargeId: string, amount: number, extra: object = {}) =>
  event('StudentFeePaid', {
    paymentId,
    chargeId,
    assignmentId: 'a1',
    studentId: 's1',
    feeTitle: 'Tuition',
    amount,
    paymentMode: 'CASH',
    receiptNo: `R-${paymentId}`,
    ...extra,
  });

describe('student fee projections', () => {
  it('counts the students and charges of an assignment, and keeps its cancellation', async () => {
    const rows = await spec
      .when(assigned(), event('StudentFeeAssignmentCancelled', { assignmentId: 'a1', reason: 'Wrong batch' }))
      .then('student_fee_assignment');
    expect(rows).toMatchObject([{ id: 'a1', fee_title: 'Tuition', students: 2, charges: 3, due_day: 10, cancel_reason: 'Wrong batch' }]);
  });

  it('adds each payment to its charge once, nets a reversal, and sets the status from what was paid', async () => {
    const rows = await spec
      .given(
        event('StudentChargeRaised', charge('c1', 's1')),
        event('StudentChargeRaised', charge('c2', 's1')),
        event('StudentChargeRaised', charge('c3', 's1')),
      )
      .when(
        paid('p1', 'c1', 400),
        paid('p2', 'c1', 600),
        paid('p3', 'c2', 300),
        paid('p4', 'c3', 1000),
        event('StudentFeePaymentReversed', { paymentId: 'p4', chargeId: 'c3', studentId: 's1', amount: 1000, reason: 'Bounced' }),
      )
      .then('student_charge');
    expect(rows.map((r) => [r.id, Number(r.paid), r.status])).toEqual([
      ['c1', 1000, 'PAID'],
      ['c2', 300, 'PARTIAL'],
      ['c3', 0, 'PENDING'],
    ]);
  });

  it('keeps a cancelled charge cancelled', async () => {
    const rows = await spec
      .given(event('StudentChargeRaised', charge('c1', 's1')))
      .when(event('StudentChargeCancelled', { chargeId: 'c1', studentId: 's1' }), paid('p1', 'c1', 1000))
      .then('student_charge');
    expect(rows).toMatchObject([{ id: 'c1', status: 'CANCELLED' }]);
  });

  it('lists payments with their reversal and test flag, and follows an online order to PAID or FAILED', async () => {
    const order = (orderId: string, chargeId: string) =>
      event('PaymentOrderCreated', {
        orderId,
        chargeId,
        studentId: 's1',
        amount: 1000,
        provider: 'razorpay',
        providerOrderId: `order_${orderId}`,
      });
    const spec2 = spec.given(order('o1', 'c1'), order('o2', 'c2'));
    const payments = await spec2
      .when(
        paid('p1', 'c1', 1000, { paymentMode: 'ONLINE', provider: 'razorpay', providerOrderId: 'order_o1' }),
        paid('p2', 'c2', 50, { test: true }),
        event('StudentFeePaymentReversed', { paymentId: 'p2', chargeId: 'c2', studentId: 's1', amount: 50, reason: 'Try', test: true }),
        event('PaymentOrderFailed', { orderId: 'o2', reason: 'Declined' }),
      )
      .then('student_payment');
    expect(payments.map((p) => [p.id, p.status, p.test, p.reversal_reason])).toEqual([
      ['p1', 'SUCCESSFUL', false, null],
      ['p2', 'REVERSED', true, 'Try'],
    ]);
    expect((await spec.rows('payment_order')).map((o) => [o.id, o.status, o.failure_reason])).toEqual([
      ['o1', 'PAID', null],
      ['o2', 'FAILED', 'Declined'],
    ]);
  });
});
