import { describe, expect, it } from 'vitest';
import { addDays, checkWindow, eachDay, INSTITUTE_TIME_ZONE, instituteDay } from './days.js';
import { slotsOf } from '../modules/leave/decider.js';

describe('instituteDay', () => {
  it('is the day Intl gives in the institute’s zone, around midnight there, over the years and before 1945', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const instants: number[] = [];
    for (let t = Date.parse('1940-01-01T00:00:00Z'); t < Date.parse('2060-01-01T00:00:00Z'); t += 86_400_000 * 37 + 3_600_000 * 7 + 61_000)
      instants.push(t);
    // Midnight in India, a millisecond either side, on days of several years; and the edges of the fixed offset.
    for (const day of ['1945-10-14', '1945-10-15', '1945-10-16', '2000-02-29', '2026-03-01', '2026-12-31', '2027-01-01'])
      for (const ms of [-1, 0, 1]) instants.push(Date.parse(`${day}T00:00:00+05:30`) + ms);
    instants.push(Date.parse('9999-12-31T12:00:00Z'), Date.parse('0001-01-01T12:00:00Z'));
    for (const t of instants) expect(instituteDay(new Date(t)), new Date(t).toISOString()).toBe(intl.format(new Date(t)));
  });
});

describe('day helpers never loop without a bound', () => {
  it('addDays stops at the year 9999 instead of writing +010000-01-01, which sorts before it', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(addDays('9999-12-31', 1)).toBeNull();
    expect(addDays('0001-01-01', -1)).toBeNull();
  });

  it('eachDay lists the days, and refuses a span longer than its bound or a day that is not one', () => {
    expect(eachDay('2026-02-27', '2026-03-01', 10, 'too long')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(eachDay('9999-12-30', '9999-12-31', 10, 'too long')).toEqual(['9999-12-30', '9999-12-31']);
    expect(() => eachDay('2026-01-01', '2026-12-31', 100, 'too long')).toThrow('too long');
    expect(() => eachDay('2026-02-30', '2026-03-01', 10, 'too long')).toThrow('too long');
  });

  it('the slots of a leave on 31 December 9999 end (the day loop used to run until memory ran out)', () => {
    expect(slotsOf({ leaveType: 'FULL_DAY', leaveDate: '9999-12-31' })).toEqual(['9999-12-31:1', '9999-12-31:2']);
    const long = { leaveType: 'MULTIPLE_DAY' as const, leaveDate: '2026-01-01', expectedJoiningDate: '9999-12-31' };
    expect(() => slotsOf(long)).toThrow(/at most 366 days/);
  });

  it('checkWindow names the window in its refusal', () => {
    expect(checkWindow('2026-06-01', 'calendar', 'Leave date', '2026-06-01')).toBe('2026-06-01');
    const day = '2026-06-01';
    expect(() => checkWindow('9999-12-31', 'calendar', 'Leave date', day)).toThrow('Leave date must be between 2021-06-01 and 2031-06-01.');
    expect(() => checkWindow('1899-12-31', 'birth', 'Date of birth', day)).toThrow(
      'Date of birth must be between 1900-01-01 and 2026-06-01.',
    );
  });
});
