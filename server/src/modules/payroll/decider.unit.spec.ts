import { describe, expect, it } from 'vitest';
import type { StaffPaymentEvent } from '@school/contracts';
import { isRupeeAmount, paymentMonthOf, staffPaymentDecider as d, staffPaymentStream } from './decider.js';

const given = (...events: StaffPaymentEvent[]) => events.reduce(d.evolve, d.initialState());
const base = {
  paymentId: 'p1', staffId: 's1', paymentType: 'SALARY' as const, paymentMethod: 'CASH' as const, paymentMonth: '2026-03-01',
  amount: 42000, currentMonth: '2026-03',
};
const record = (patch: Partial<typeof base> & { note?: string } = {}, state = given()) =>
  d.decide({ type: 'RecordStaffPayment', data: { ...base, ...patch } }, state);
const reverse = (reason: string, state: ReturnType<typeof given>) => d.decide({ type: 'ReverseStaffPayment', data: { paymentId: 'p1', reason } }, state);

describe('staff payment decider', () => {
  it('records a payment as SUCCESSFUL, dropping the command-only month', () => {
    expect(record({ note: 'March' })).toEqual([{
      type: 'StaffPaymentRecorded',
      data: { paymentId: 'p1', staffId: 's1', paymentType: 'SALARY', paymentMethod: 'CASH', paymentStatus: 'SUCCESSFUL', paymentMonth: '2026-03-01', amount: 42000, note: 'March' },
    }]);
    expect(record()[0]!.data).not.toHaveProperty('note');
  });
  it('records a payment once', () => {
    expect(() => record({}, given(record()[0]!))).toThrow('This payment is already recorded.');
  });
  it('refuses amounts that are not rupees and paise', () => {
    for (const amount of [0, -5, 10.005, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => record({ amount }), String(amount)).toThrow(/positive number with at most two decimals/);
    }
    expect(record({ amount: 0.01 })[0]!.type).toBe('StaffPaymentRecorded');
  });
  it('takes past months and next month, not later, and only the first of a month', () => {
    expect(record({ paymentMonth: '2020-01-01' })).toHaveLength(1);
    expect(record({ paymentMonth: '2026-04-01' })).toHaveLength(1);
    expect(record({ paymentMonth: '2027-01-01', currentMonth: '2026-12' })).toHaveLength(1);
    expect(() => record({ paymentMonth: '2026-05-01' })).toThrow('Payment month cannot be more than one month ahead.');
    expect(() => record({ paymentMonth: '2026-03-15' })).toThrow('Payment date must be a date');
  });
  it('reverses once, with a reason, carrying the staff member and amount', () => {
    const recorded = given(record()[0]!);
    const [reversed] = reverse('  Paid twice  ', recorded);
    expect(reversed).toEqual({ type: 'StaffPaymentReversed', data: { paymentId: 'p1', staffId: 's1', amount: 42000, reason: 'Paid twice' } });
    expect(() => reverse('again', given(record()[0]!, reversed!))).toThrow('This payment is already reversed.');
    expect(() => reverse('   ', recorded)).toThrow('Reason is required.');
    expect(() => reverse('x', given())).toThrow('Payment not found.');
  });
  it('ignores events it does not know', () => {
    const state = given();
    expect(d.evolve(state, { type: 'Other', data: {} } as never)).toBe(state);
    expect(staffPaymentStream('p1')).toBe('staffPayment-p1');
  });
});

describe('paymentMonthOf', () => {
  it('reads a month, a day or an instant in the institute, as the first of the month', () => {
    expect(paymentMonthOf('2026-03')).toBe('2026-03-01');
    expect(paymentMonthOf(' 2026-03-31 ')).toBe('2026-03-01');
    // Midnight of 1 March in India is 28 February 18:30 UTC: still March.
    expect(paymentMonthOf('2026-02-28T18:30:00.000Z')).toBe('2026-03-01');
    expect(paymentMonthOf('2026-03-01T00:00:00+05:30')).toBe('2026-03-01');
  });
  it('refuses what is not a date', () => {
    for (const v of ['', 'March', '2026-13', '2026-02-30', '2026-3-1', '1999-12-01', '2026-03-01Tnonsense', '1700000000000']) {
      expect(paymentMonthOf(v), v).toBeNull();
    }
  });
  it('checks rupee amounts', () => {
    expect(isRupeeAmount(10.25)).toBe(true);
    expect(isRupeeAmount(10.255)).toBe(false);
  });
});
