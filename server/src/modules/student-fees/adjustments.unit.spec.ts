import { describe, expect, it } from 'vitest';
import type { StudentChargeEvent, StudentChargeRaised } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { dueOf, studentChargeDecider } from './charge-decider.js';
import { lateFeeDue } from './adjustment-rules.js';

const spec = deciderSpec(studentChargeDecider);
const charge: StudentChargeRaised['data'] = {
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
};
const raised: StudentChargeEvent = { type: 'StudentChargeRaised', data: charge };
const paid = (amount: number): StudentChargeEvent => ({
  type: 'StudentFeePaid',
  data: {
    paymentId: `p${amount}`,
    chargeId: 'c1',
    assignmentId: 'a1',
    studentId: 's1',
    feeTitle: 'Tuition',
    amount,
    paymentMode: 'CASH',
    receiptNo: 'R',
  },
});
const grant = (data: { amount?: number; percent?: number; concessionId?: string; studentId?: string }) => ({
  type: 'GrantConcession' as const,
  data: { concessionId: 'k1', studentId: 's1', kind: 'SCHOLARSHIP' as const, reason: 'Merit', ...data },
});
const granted = (concessionId: string, amount: number, amountAfter: number, extra: object = {}): StudentChargeEvent => ({
  type: 'StudentChargeConcessionGranted',
  data: {
    concessionId,
    chargeId: 'c1',
    studentId: 's1',
    assignmentId: 'a1',
    kind: 'SCHOLARSHIP',
    amount,
    reason: 'Merit',
    amountAfter,
    ...extra,
  },
});

describe('concessions on a student charge', () => {
  it('grants an amount or a percent of the gross amount, and lowers what is owed', () => {
    spec
      .given(raised)
      .when(grant({ amount: 150 }))
      .then([granted('k1', 150, 850)]);
    spec
      .given(raised)
      .when(grant({ percent: 25 }))
      .then([granted('k1', 250, 750, { percent: 25 })]);
    spec
      .given(raised, paid(400))
      .when(grant({ percent: 60 }))
      .then([granted('k1', 600, 400, { percent: 60 })]);
    const s = spec.given(raised, granted('k1', 250, 750)).state;
    expect([s.amountPaise, s.grossPaise, dueOf(s)]).toEqual([75000, 100000, 75000]);
    // A 100% scholarship settles the charge.
    expect(dueOf(spec.given(raised, granted('k1', 1000, 0)).state)).toBe(0);
  });
  it('grants the same concession id once', () => {
    spec
      .given(raised, granted('k1', 100, 900))
      .when(grant({ amount: 100 }))
      .then([]);
  });
  it('refuses a cancelled or fully paid charge, and going below what was paid', () => {
    const cancelled: StudentChargeEvent = { type: 'StudentChargeCancelled', data: { chargeId: 'c1', assignmentId: 'a1' } };
    spec
      .given(raised, cancelled)
      .when(grant({ amount: 10 }))
      .thenThrows({ message: 'This fee was cancelled', status: 409 });
    spec
      .given(raised, paid(1000))
      .when(grant({ amount: 10 }))
      .thenThrows({ message: 'already paid in full', status: 409 });
    spec
      .given(raised, paid(700))
      .when(grant({ amount: 300.01 }))
      .thenThrows({ message: 'The concession (₹300.01) is more than what is left to pay (₹300)', status: 409 });
    spec
      .given(raised, paid(700))
      .when(grant({ percent: 31 }))
      .thenThrows({ status: 409 });
  });
  it('needs exactly one of amount and percent, a percent in (0, 100], and the charge of that student', () => {
    spec.given(raised).when(grant({})).thenThrows({ message: 'Give either an amount or a percent', status: 400 });
    spec
      .given(raised)
      .when(grant({ amount: 10, percent: 10 }))
      .thenThrows({ status: 400 });
    spec
      .given(raised)
      .when(grant({ percent: 0 }))
      .thenThrows({ message: 'Percent must be more than 0', status: 400 });
    spec
      .given(raised)
      .when(grant({ percent: 101 }))
      .thenThrows({ status: 400 });
    spec
      .given(raised)
      .when(grant({ amount: 10, studentId: 's2' }))
      .thenThrows({ message: 'Fee not found.', status: 404 });
    spec
      .given()
      .when(grant({ amount: 10 }))
      .thenThrows({ status: 404 });
  });
  it('revokes a concession once, with a reason, and the charge owes its amount again', () => {
    const revoke = { type: 'RevokeConcession' as const, data: { concessionId: 'k1', studentId: 's1', reason: 'Left the team' } };
    const revoked: StudentChargeEvent = {
      type: 'StudentChargeConcessionRevoked',
      data: {
        concessionId: 'k1',
        chargeId: 'c1',
        studentId: 's1',
        assignmentId: 'a1',
        amount: 250,
        reason: 'Left the team',
        amountAfter: 1000,
      },
    };
    spec
      .given(raised, granted('k1', 250, 750))
      .when(revoke)
      .then([revoked]);
    expect(spec.given(raised, granted('k1', 250, 750), revoked).state.amountPaise).toBe(100000);
    spec
      .given(raised, granted('k1', 250, 750), revoked)
      .when(revoke)
      .thenThrows({ message: 'already revoked', status: 409 });
    spec.given(raised).when(revoke).thenThrows({ message: 'Concession not found.', status: 404 });
  });
});

describe('late fees', () => {
  const late: StudentChargeRaised['data'] = {
    ...charge,
    chargeId: 'l1',
    feeTitle: 'Late fee: Tuition',
    dueDate: '2026-04-13',
    kind: 'LATE_FEE',
    lateFeeOf: 'c1',
  };
  const apply = (target: number, asOf = '2026-04-13', daysOverdue = 3) => ({
    type: 'ApplyLateFee' as const,
    data: { charge: late, target, asOf, daysOverdue },
  });
  const lateRaised: StudentChargeEvent = { type: 'StudentChargeRaised', data: { ...late, amount: 60 } };
  it('come to a flat amount once overdue, or so much a day up to the cap', () => {
    expect(lateFeeDue({ type: 'FLAT', amount: 500 }, 0)).toBe(0);
    expect(lateFeeDue({ type: 'FLAT', amount: 500 }, 40)).toBe(500);
    expect(lateFeeDue({ type: 'PER_DAY', amount: 20.5, cap: 300 }, 3)).toBe(61.5);
    expect(lateFeeDue({ type: 'PER_DAY', amount: 20, cap: 300 }, 30)).toBe(300);
  });
  it('are raised as a charge of their own, then grow by new events and never shrink', () => {
    spec.given().when(apply(60)).then([lateRaised]);
    spec.given(lateRaised).when(apply(60)).then([]);
    spec.given(lateRaised).when(apply(40)).then([]);
    spec
      .given(lateRaised)
      .when(apply(80, '2026-04-14', 4))
      .then([
        {
          type: 'StudentLateFeeIncreased',
          data: {
            chargeId: 'l1',
            lateFeeOf: 'c1',
            studentId: 's1',
            assignmentId: 'a1',
            amount: 20,
            total: 80,
            asOf: '2026-04-14',
            daysOverdue: 4,
          },
        },
      ]);
    spec.given().when(apply(0)).then([]);
  });
  it('stop growing once cancelled or once an admin granted a concession on them', () => {
    const cancelled: StudentChargeEvent = { type: 'StudentChargeCancelled', data: { chargeId: 'l1', assignmentId: 'a1' } };
    spec.given(lateRaised, cancelled).when(apply(80)).then([]);
    const waived: StudentChargeEvent = {
      type: 'StudentChargeConcessionGranted',
      data: {
        concessionId: 'w',
        chargeId: 'l1',
        studentId: 's1',
        assignmentId: 'a1',
        kind: 'CONCESSION',
        amount: 60,
        reason: 'Waived',
        amountAfter: 0,
      },
    };
    spec.given(lateRaised, waived).when(apply(80)).then([]);
  });
});
