import { describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '@school/contracts';
import { returnTargetProblem } from './library-format';
import { rulesBodyOf, rulesValuesOf } from './rules-form';

describe('the Return Books target', () => {
  it('needs a student or a library card id', () => {
    expect(returnTargetProblem({ student: null, card: '  ' })).toEqual({ student: LIBRARY_MESSAGES.studentOrCardRequired });
    expect(returnTargetProblem({ student: { _id: 's1', label: 'Arjun Mehta' }, card: '' })).toEqual({});
    expect(returnTargetProblem({ student: null, card: 'LIB-0042' })).toEqual({});
  });
});

describe('the rules form', () => {
  const rules = {
    finePerDay: 2.5,
    graceDays: 1,
    fineCap: null,
    countHolidays: false,
    maxBooksPerStudent: 3,
    loanDays: 14,
    maxRenewals: 2,
    renewOverdue: true,
  };
  it('holds the rules as text and sends them back as numbers, an empty cap as none', () => {
    const values = rulesValuesOf(rules);
    expect(values.fineCap).toBe('');
    expect(values.finePerDay).toBe('2.5');
    expect(rulesBodyOf(values)).toEqual(rules);
    expect(rulesBodyOf({ ...values, fineCap: '150' }).fineCap).toBe(150);
  });
});
