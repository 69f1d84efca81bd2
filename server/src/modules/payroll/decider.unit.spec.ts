import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { isRupeeAmount, paymentMonthOf, staffPaymentDecider as d, staffPaymentStream } from './decider.js';

const spec = deciderSpec(d);
const base = {
  paymentId: 'p1',
  staffId: 's1',
  paymentType: 'SALARY' as const,
  paymentMethod: 'CASH' as const,
  paymentMonth: '2026-03-01',
  amount: 42000,
  currentMonth: '2026-03',
};
const recordIt = (patch: Partial<typeof base> & { note?: string } = {}) => ({
  type: 'RecordStaffPayment' as const,
  data: { ...base, ...patch },
});
const record = (patch: Partial<typeof base> & { note?: string } = {}) => spec.given().when(recordIt(patch)).events();
const reverseIt = (reason: string) => ({ type: 'ReverseStaffPayment' as const, data: { paymentId: 'p1', reason } });

describe('staff payment decider', () => {
  it('records a payment as SUCCESSFUL, dropping the command-only month', () => {
    expect(record({ note: 'March' })).toEqual([
      {
        type: 'StaffPaymentRecorded',
        data: {
          paymentId: 'p1',
          staffId: 's1',
          paymentType: 'SALARY',
          paymentMethod: 'CASH',
          paymentStatus: 'SUCCESSFUL',
          paymentMonth: '2026-03-01',
          amount: 42000,
          note: 'March',
        },
      },
    ]);
    expect(record()[0]!.data).not.toHaveProperty('note');
  });
  it('records a payment once', () => {
    spec.given(record()).when(recordIt()).thenThrows('This payment is already recorded.');
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
    const recorded = spec.given(record());
    const reversed = {
      type: 'StaffPaymentReversed' as const,
      data: { paymentId: 'p1', staffId: 's1', amount: 42000, reason: 'Paid twice' },
    };
    recorded.when(reverseIt('  Paid twice  ')).then([reversed]);
    spec.given(record(), reversed).when(reverseIt('again')).thenThrows('This payment is already reversed.');
    recorded.when(reverseIt('   ')).thenThrows('Reason is required.');
    spec.given().when(reverseIt('x')).thenThrows('Payment not found.');
  });
  it('ignores events it does not know', () => {
    const state = spec.given().state;
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
