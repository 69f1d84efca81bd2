import { describe, expect, it } from 'vitest';
import { amountError, feePeriodText, maskId, periodText } from './fee-format';

describe('fee formatting', () => {
  it('masks a transaction id to its first half (001 §3)', () => {
    expect(maskId('3f2a9c1e-5b7d-4a8e-9c0d-112233445566')).toBe('3f2a9c1e-5b7d-4a8e••••••••');
    expect(maskId('abcd')).toBe('ab••');
  });
  it('shows ONETIME as a date range and RECURRING as months with the due day (000 §4)', () => {
    expect(feePeriodText({ feeType: 'ONETIME', startDate: '2027-01-05', endDate: '2027-03-31' })).toBe('Jan 5, 2027 – Mar 31, 2027');
    expect(feePeriodText({ feeType: 'RECURRING', startDate: '2027-01-01', endDate: '2027-06-30', dueDay: 10 })).toBe(
      'Jan 2027 – Jun 2027, due on day 10',
    );
  });
  it('names a whole-month period by its month', () => {
    expect(periodText('2027-02-01', '2027-02-28')).toBe('Feb 2027');
    expect(periodText('2027-02-15', '2027-02-28')).toBe('Feb 15, 2027 – Feb 28, 2027');
  });
  it('checks amounts like the server: required, positive, two decimals', () => {
    expect(amountError('')).toBe('Amount is required.');
    expect(amountError('0')).toMatch(/positive/);
    expect(amountError('10.123')).toMatch(/two decimals/);
    expect(amountError('1500.50')).toBeUndefined();
  });
});
