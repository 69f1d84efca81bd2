import { describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '@school/contracts';
import {
  addDays,
  daysOverdueLabel,
  defaultReturnDate,
  fineAmountProblem,
  fineLabel,
  finePaidOf,
  fineRuleLine,
  formatDay,
  instituteToday,
  issueStateTag,
  plainRupees,
  returnDateProblem,
} from './library-format';

const rupees = (n: number) => `₹${n}`;

describe('library format', () => {
  it('counts days on the calendar, across months and years', () => {
    expect(addDays('2026-11-24', 14)).toBe('2026-12-08');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(formatDay('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDay('2026-11-21T10:00:00.000Z')).toBe('Nov 21, 2026');
    expect(formatDay(null)).toBe('Not Provided');
  });

  it('takes today in India, not in UTC', () => {
    expect(instituteToday(new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-25');
    expect(instituteToday(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-24');
  });

  it('defaults the return date to today plus the loan days, within 1 to 180', () => {
    expect(defaultReturnDate('2026-11-24', 7)).toBe('2026-12-01');
    expect(defaultReturnDate('2026-11-24', undefined)).toBe('2026-12-08');
    expect(defaultReturnDate('2026-11-24', 500)).toBe(addDays('2026-11-24', 180));
  });

  it('says days overdue only for a book out past its return date', () => {
    const out = { returned: false, returnDate: '2026-11-20', daysOverdue: 4 };
    expect(daysOverdueLabel(out, '2026-11-24')).toBe('4 days overdue');
    expect(daysOverdueLabel({ ...out, daysOverdue: 0 }, '2026-11-21')).toBe('1 day overdue');
    expect(daysOverdueLabel({ ...out, returned: true }, '2026-11-24')).toBeNull();
    expect(daysOverdueLabel({ ...out, returnDate: '2026-11-24', daysOverdue: 0 }, '2026-11-24')).toBeNull();
    // The server's clock (moved in a test, or past midnight before this browser) decides when it counts.
    expect(daysOverdueLabel({ ...out, returnDate: '2026-11-24', daysOverdue: 3 }, '2026-11-24')).toBe('3 days overdue');
  });

  it('labels the fine: payable, paid, waived or none', () => {
    const base = { fine: 0, finePaid: 0, fineWaived: 0, pendingAmount: 0 };
    expect(fineLabel(base, rupees)).toBe('No fine');
    expect(fineLabel({ ...base, fine: 8, pendingAmount: 8 }, rupees)).toBe('₹8 payable');
    expect(fineLabel({ ...base, fine: 8, finePaid: 8 }, rupees)).toBe('₹8 paid');
    expect(fineLabel({ ...base, fine: 8, finePaid: 5, fineWaived: 3 }, rupees)).toBe('₹5 paid, ₹3 waived');
  });

  it('tags an issue for a student', () => {
    expect(issueStateTag({ returned: true })).toBe('Returned');
    expect(issueStateTag({ returned: false })).toBe('Not Returned');
  });

  it('explains the fine rule in one line', () => {
    const rule = { finePerDay: 2, graceDays: 0, fineCap: null, countHolidays: true };
    expect(fineRuleLine(rule)).toBe('₹2 a day after 0 grace days, no cap, holidays count');
    expect(fineRuleLine({ finePerDay: 2.5, graceDays: 1, fineCap: 100, countHolidays: false })).toBe(
      '₹2.50 a day after 1 grace day, at most ₹100 a book, holidays do not count',
    );
    expect(fineRuleLine({ ...rule, finePerDay: 0 })).toBe('No fine for late returns');
    expect(plainRupees(20)).toBe('₹20');
  });

  it('checks a return date against today and the 180-day limit', () => {
    const m = { past: LIBRARY_MESSAGES.returnDatePast, tooFar: LIBRARY_MESSAGES.returnDateTooFar };
    expect(returnDateProblem('2026-11-23', '2026-11-24', m)).toBe(LIBRARY_MESSAGES.returnDatePast);
    expect(returnDateProblem('2026-11-24', '2026-11-24', m)).toBeUndefined();
    expect(returnDateProblem(addDays('2026-11-24', 181), '2026-11-24', m)).toBe(LIBRARY_MESSAGES.returnDateTooFar);
    expect(returnDateProblem('', '2026-11-24', m)).toBeUndefined();
  });

  it('pays the whole fine or an amount of at most what is due', () => {
    expect(finePaidOf('ALL', '')).toBe(true);
    expect(finePaidOf('AMOUNT', '12.5')).toBe(12.5);
    expect(fineAmountProblem('', 10, LIBRARY_MESSAGES.fineTooMuch)).toBe('Fine amount is required.');
    expect(fineAmountProblem('0', 10, LIBRARY_MESSAGES.fineTooMuch)).toBe('Fine amount must be a positive amount in rupees.');
    expect(fineAmountProblem('12', 10, LIBRARY_MESSAGES.fineTooMuch)).toBe('The fine due is ₹10; pay at most that.');
    expect(fineAmountProblem('10', 10, LIBRARY_MESSAGES.fineTooMuch)).toBeUndefined();
  });
});
