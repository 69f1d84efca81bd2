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

  it('keeps the late-fee setting of an assignment', async () => {
    const rows = await spec
      .when(event('StudentFeeAssigned', { ...(assigned().data as object), lateFee: { type: 'PER_DAY', amount: 20, cap: 300 } }))
      .then('student_fee_assignment');
    expect(rows.map((r) => [r.late_fee_type, Number(r.late_fee_amount), Number(r.late_fee_cap)])).toEqual([['PER_DAY', 20, 300]]);
  });

  it('raises a late fee as a charge of its own and grows it by new events; concessions lower amount, revocations restore it', async () => {
    const grant = (concessionId: string, amount: number, extra: object = {}) =>
      event('StudentChargeConcessionGranted', {
        concessionId,
        chargeId: 'c1',
        studentId: 's1',
        assignmentId: 'a1',
        kind: 'SCHOLARSHIP',
        amount,
        reason: 'Merit',
        amountAfter: 0,
        ...extra,
      });
    const rows = await spec
      .given(event('StudentChargeRaised', charge('c1', 's1')))
      .when(
        event('StudentChargeRaised', {
          ...charge('l1', 's1'),
          amount: 40,
          kind: 'LATE_FEE',
          lateFeeOf: 'c1',
          feeTitle: 'Late fee: Tuition',
        }),
        event('StudentLateFeeIncreased', {
          chargeId: 'l1',
          lateFeeOf: 'c1',
          studentId: 's1',
          assignmentId: 'a1',
          amount: 20,
          total: 60,
          asOf: '2026-04-13',
          daysOverdue: 3,
        }),
        paid('p1', 'c1', 300),
        grant('k1', 250, { percent: 25 }),
        grant('k2', 100),
        event('StudentChargeConcessionRevoked', {
          concessionId: 'k2',
          chargeId: 'c1',
          studentId: 's1',
          assignmentId: 'a1',
          amount: 100,
          reason: 'Granted by mistake',
          amountAfter: 750,
        }),
        grant('k3', 450, { kind: 'CONCESSION' }),
      )
      .then('student_charge');
    expect(
      rows.map((r) => [r.id, r.kind, r.late_fee_of, Number(r.gross_amount), Number(r.concession), Number(r.amount), r.status]),
    ).toEqual([
      ['c1', 'CHARGE', null, 1000, 700, 300, 'PAID'],
      ['l1', 'LATE_FEE', 'c1', 60, 0, 60, 'PENDING'],
    ]);
    const concessions = await spec.rows('student_charge_concession');
    expect(
      concessions.map((c) => [c.id, c.kind, Number(c.amount), c.percent === null ? null : Number(c.percent), c.revoke_reason]),
    ).toEqual([
      ['k1', 'SCHOLARSHIP', 250, 25, null],
      ['k2', 'SCHOLARSHIP', 100, null, 'Granted by mistake'],
      ['k3', 'CONCESSION', 450, null, null],
    ]);
  });
});
