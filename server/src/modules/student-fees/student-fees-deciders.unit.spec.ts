import { describe, expect, it } from 'vitest';
import type { StudentChargeEvent, StudentFeeAssignmentEvent } from '@school/contracts';
import { feeAssignmentDecider, feePeriods, planCharges } from './assignment-decider.js';
import { assertPayable, dueOf, studentChargeDecider } from './charge-decider.js';

const raised: StudentChargeEvent = {
  type: 'StudentChargeRaised',
  data: {
    chargeId: 'c1',
    assignmentId: 'a1',
    feeId: 'f1',
    feeTitle: 'Tuition',
    studentId: 's1',
    batchId: 'b1',
    amount: 1000,
    periodStart: '2026-04-01',
    periodEnd: '2026-04-30',
    dueDate: '2026-04-10',
  },
};
const chargeAfter = (...events: StudentChargeEvent[]) => events.reduce(studentChargeDecider.evolve, studentChargeDecider.initialState());
const pay = (paymentId: string, amount: number, extra: Record<string, unknown> = {}) => ({
  type: 'PayStudentCharge' as const,
  data: { paymentId, chargeId: 'c1', studentId: 's1', amount, paymentMode: 'CASH' as const, receiptNo: `R-${paymentId}`, ...extra },
});
const paidEvent = (paymentId: string, amount: number, extra: Record<string, unknown> = {}) =>
  studentChargeDecider.decide(pay(paymentId, amount, extra), chargeAfter(raised))[0]!;

describe('student charge decider', () => {
  it('takes payments up to the due, in paise, and says the due when asked for more', () => {
    const p1 = paidEvent('p1', 333.33);
    expect(p1).toMatchObject({
      type: 'StudentFeePaid',
      data: { paymentId: 'p1', assignmentId: 'a1', feeTitle: 'Tuition', amount: 333.33 },
    });
    const s = chargeAfter(raised, p1, paidEvent('p2', 333.33));
    expect(dueOf(s)).toBe(33334);
    expect(() => studentChargeDecider.decide(pay('p3', 333.35), s)).toThrow('Amount is more than the fee due (₹333.34).');
    const full = chargeAfter(raised, p1, paidEvent('p2', 333.33), paidEvent('p3', 333.34));
    expect(() => studentChargeDecider.decide(pay('p4', 1), full)).toThrow('This fee is already paid.');
  });
  it('records a payment once per payment id and per provider payment id', () => {
    const online = paidEvent('p1', 100, { paymentMode: 'ONLINE', provider: 'sandbox', providerPaymentId: 'pay_1' });
    const s = chargeAfter(raised, online);
    expect(studentChargeDecider.decide(pay('p1', 100), s)).toEqual([]);
    expect(studentChargeDecider.decide(pay('other', 100, { providerPaymentId: 'pay_1' }), s)).toEqual([]);
  });
  it('marks the reversal of a test payment (sandbox) as a test, and of a real one not', () => {
    const reverse = (paymentId: string) => ({ type: 'ReverseStudentPayment' as const, data: { paymentId, reason: 'r' } });
    const s = chargeAfter(raised, paidEvent('t1', 100, { paymentMode: 'ONLINE', provider: 'sandbox', test: true }), paidEvent('c1', 100));
    expect(studentChargeDecider.decide(reverse('t1'), s)[0]!.data).toMatchObject({ paymentId: 't1', test: true });
    expect(studentChargeDecider.decide(reverse('c1'), s)[0]!.data).not.toHaveProperty('test');
  });
  it('refuses payments on a cancelled charge, for another student, or on no charge', () => {
    const cancelled: StudentChargeEvent = { type: 'StudentChargeCancelled', data: { chargeId: 'c1', assignmentId: 'a1' } };
    expect(() => studentChargeDecider.decide(pay('p1', 10), chargeAfter(raised, cancelled))).toThrow('This fee was cancelled.');
    expect(() =>
      studentChargeDecider.decide({ ...pay('p1', 10), data: { ...pay('p1', 10).data, studentId: 's2' } }, chargeAfter(raised)),
    ).toThrow('Fee not found.');
    expect(() => studentChargeDecider.decide(pay('p1', 10), chargeAfter())).toThrow('Fee not found.');
  });
  it('exports its rules of paying as a guard that refuses exactly as the decider does (the online checkout asks it)', () => {
    const cancelled: StudentChargeEvent = { type: 'StudentChargeCancelled', data: { chargeId: 'c1', assignmentId: 'a1' } };
    const cases: [ReturnType<typeof chargeAfter>, string, number][] = [
      [chargeAfter(raised, cancelled), 's1', 10],
      [chargeAfter(raised), 's2', 10],
      [chargeAfter(), 's1', 10],
      [chargeAfter(raised, paidEvent('p1', 1000)), 's1', 1],
      [chargeAfter(raised, paidEvent('p1', 600)), 's1', 400.01],
      [chargeAfter(raised), 's1', 0],
    ];
    for (const [state, studentId, amount] of cases) {
      let decided = '';
      try {
        studentChargeDecider.decide({ ...pay('new', amount), data: { ...pay('new', amount).data, studentId } }, state);
      } catch (err) {
        decided = (err as Error).message;
      }
      expect(decided).not.toBe('');
      expect(() => assertPayable(state, studentId, amount)).toThrow(decided);
    }
    expect(assertPayable(chargeAfter(raised, paidEvent('p1', 600)), 's1', 400)).toMatchObject({ chargeId: 'c1', feeTitle: 'Tuition' });
  });
  it('reverses a payment once, giving the due back; a charge with money on it cannot be cancelled', () => {
    const s = chargeAfter(raised, paidEvent('p1', 400));
    expect(() => studentChargeDecider.decide({ type: 'CancelStudentCharge', data: { chargeId: 'c1', assignmentId: 'a1' } }, s)).toThrow(
      /already collected/,
    );
    const [reversed] = studentChargeDecider.decide({ type: 'ReverseStudentPayment', data: { paymentId: 'p1', reason: 'Bounced' } }, s);
    expect(reversed).toEqual({
      type: 'StudentFeePaymentReversed',
      data: { paymentId: 'p1', chargeId: 'c1', studentId: 's1', amount: 400, reason: 'Bounced' },
    });
    const after = chargeAfter(raised, paidEvent('p1', 400), reversed!);
    expect(dueOf(after)).toBe(100000);
    expect(() => studentChargeDecider.decide({ type: 'ReverseStudentPayment', data: { paymentId: 'p1', reason: 'x' } }, after)).toThrow(
      'This payment is already reversed.',
    );
    expect(() => studentChargeDecider.decide({ type: 'ReverseStudentPayment', data: { paymentId: 'nope', reason: 'x' } }, after)).toThrow(
      'Payment not found.',
    );
    expect(studentChargeDecider.decide({ type: 'CancelStudentCharge', data: { chargeId: 'c1', assignmentId: 'a1' } }, after)).toHaveLength(
      1,
    );
  });
});

describe('fee assignment decider and periods', () => {
  it('ONETIME is one period due on the end date', () => {
    expect(feePeriods('ONETIME', '2026-04-01', '2026-06-15')).toEqual([
      { periodStart: '2026-04-01', periodEnd: '2026-06-15', dueDate: '2026-06-15' },
    ]);
    expect(() => feePeriods('ONETIME', '2026-04-02', '2026-04-01')).toThrow('End date must not be before start date.');
  });
  it('RECURRING is one period per month across years, clipped, due on the due day within the period', () => {
    const p = feePeriods('RECURRING', '2025-11-20', '2026-02-10', 15);
    expect(p).toEqual([
      { periodStart: '2025-11-20', periodEnd: '2025-11-30', dueDate: '2025-11-20' },
      { periodStart: '2025-12-01', periodEnd: '2025-12-31', dueDate: '2025-12-15' },
      { periodStart: '2026-01-01', periodEnd: '2026-01-31', dueDate: '2026-01-15' },
      { periodStart: '2026-02-01', periodEnd: '2026-02-10', dueDate: '2026-02-10' },
    ]);
    expect(planCharges(['s1', 's2'], p, 100, (s, d) => `${s}:${d}`)).toHaveLength(8);
  });
  it('is set once per fee, batch and day until cancelled', () => {
    const data = {
      assignmentId: 'a1',
      feeId: 'f',
      feeTitle: 'T',
      batchId: 'b',
      amount: 1,
      feeType: 'ONETIME' as const,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      charges: [{ chargeId: 'c1', studentId: 's1', amount: 1, periodStart: '2026-01-01', periodEnd: '2026-01-31', dueDate: '2026-01-31' }],
    };
    const d = feeAssignmentDecider;
    const assigned = d.decide({ type: 'AssignStudentFee', data }, d.initialState());
    const s = assigned.reduce(d.evolve, d.initialState());
    expect(() => d.decide({ type: 'AssignStudentFee', data }, s)).toThrow('This fee is already set for this batch from this date.');
    expect(() => d.decide({ type: 'AssignStudentFee', data: { ...data, charges: [] } }, d.initialState())).toThrow(
      'This batch has no students.',
    );
    const cancelled = d.decide({ type: 'CancelStudentFeeAssignment', data: { assignmentId: 'a1' } }, s) as StudentFeeAssignmentEvent[];
    expect(cancelled).toEqual([{ type: 'StudentFeeAssignmentCancelled', data: { assignmentId: 'a1', chargeIds: ['c1'] } }]);
    const gone = cancelled.reduce(d.evolve, s);
    expect(() => d.decide({ type: 'CancelStudentFeeAssignment', data: { assignmentId: 'a1' } }, gone)).toThrow('Student fee not found.');
    expect(d.decide({ type: 'AssignStudentFee', data }, gone)).toHaveLength(1);
  });
});
