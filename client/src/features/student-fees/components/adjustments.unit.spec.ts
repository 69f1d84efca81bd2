import { describe, expect, it } from 'vitest';
import { concessionBody, lateFeeBody, lateFeeErrors, validateConcession } from './adjustment-forms';

const fee = {
  lateFeeType: '' as '' | 'FLAT' | 'PER_DAY',
  lateFeeAmount: '',
  lateFeeCap: '',
};

describe('late fee and concession forms', () => {
  it('say what the server says of a late fee', () => {
    expect(lateFeeErrors(fee)).toEqual({});
    expect(lateFeeErrors({ ...fee, lateFeeType: 'FLAT' })).toEqual({ lateFeeAmount: 'Late fee amount is required.' });
    expect(lateFeeErrors({ ...fee, lateFeeType: 'PER_DAY', lateFeeAmount: '20' })).toEqual({
      lateFeeCap: 'A late fee per day needs a cap.',
    });
    expect(lateFeeErrors({ ...fee, lateFeeType: 'PER_DAY', lateFeeAmount: '20', lateFeeCap: '10' })).toEqual({
      lateFeeCap: 'The late fee cap must be at least the late fee of one day.',
    });
    expect(lateFeeErrors({ ...fee, lateFeeType: 'PER_DAY', lateFeeAmount: '20', lateFeeCap: '300' })).toEqual({});
    expect(lateFeeBody(fee)).toEqual({});
    expect(lateFeeBody({ lateFeeType: 'FLAT', lateFeeAmount: '150', lateFeeCap: '9' })).toEqual({
      lateFeeType: 'FLAT',
      lateFeeAmount: 150,
    });
  });
  it('check a concession against what is left and send an amount or a percent', () => {
    const v = { kind: 'SCHOLARSHIP' as const, mode: 'AMOUNT' as const, value: '', reason: 'Merit' };
    expect(validateConcession(v, 500)).toEqual({ value: 'Amount is required.' });
    expect(validateConcession({ ...v, value: '501' }, 500).value).toMatch(/^The concession is more than what is left to pay/);
    expect(validateConcession({ ...v, mode: 'PERCENT', value: '101' }, 500)).toEqual({
      value: 'Percent must be more than 0 and at most 100.',
    });
    expect(validateConcession({ ...v, mode: 'PERCENT', value: '100' }, 500)).toEqual({});
    expect(concessionBody({ ...v, value: '250' })).toEqual({ kind: 'SCHOLARSHIP', amount: 250, reason: 'Merit' });
    expect(concessionBody({ ...v, mode: 'PERCENT', value: '25', reason: ' Merit ' })).toEqual({
      kind: 'SCHOLARSHIP',
      percent: 25,
      reason: 'Merit',
    });
  });
});
