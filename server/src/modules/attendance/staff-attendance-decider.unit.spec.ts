import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { ON_LEAVE, staffAttendanceDecider as d, staffAttendanceStream, statusOf } from './staff-attendance-decider.js';

const spec = deciderSpec(d);
const markIt = (date: string, status: 'PRESENT' | 'ABSENT' | 'LEAVE', today = '2026-03-10') => ({
  type: 'MarkStaffAttendance' as const,
  data: { userId: 'u1', date, status, today },
});
const mark = (date: string, status: 'PRESENT' | 'ABSENT' | 'LEAVE') => spec.given().when(markIt(date, status)).events();

describe('staff attendance decider', () => {
  it('marks a day once, dropping the command-only day', () => {
    expect(mark('2026-03-10', 'PRESENT')).toEqual([
      { type: 'StaffAttendanceMarked', data: { userId: 'u1', date: '2026-03-10', status: 'PRESENT' } },
    ]);
    expect(mark('2026-03-01', 'LEAVE')[0]!.type).toBe('StaffAttendanceMarked');
  });
  it('changes a marked day, keeping what it was, and records nothing for the same status', () => {
    const marked = mark('2026-03-09', 'PRESENT')[0]!;
    spec
      .given(marked)
      .when(markIt('2026-03-09', 'ABSENT'))
      .then([{ type: 'StaffAttendanceChanged', data: { userId: 'u1', date: '2026-03-09', status: 'ABSENT', previousStatus: 'PRESENT' } }]);
    spec.given(marked).when(markIt('2026-03-09', 'PRESENT')).then([]);
    const changed = spec.given(marked).when(markIt('2026-03-09', 'LEAVE')).events()[0]!;
    expect(spec.given(marked, changed).state.days).toEqual({ '2026-03-09': 'LEAVE' });
    // Another day of the month is its own.
    expect(spec.given(marked, changed).when(markIt('2026-03-08', 'PRESENT')).events()[0]!.type).toBe('StaffAttendanceMarked');
  });
  it('refuses a day after today', () => {
    spec.given().when(markIt('2026-03-11', 'PRESENT')).thenThrows('Attendance cannot be marked for a future date.');
  });
  it('refuses present and absent on a day of approved full-day leave, with the 409 message; leave is taken', () => {
    const onLeave = (status: 'PRESENT' | 'ABSENT' | 'LEAVE') => ({
      type: 'MarkStaffAttendance' as const,
      data: { userId: 'u1', date: '2026-03-09', status, today: '2026-03-10', onFullDayLeave: true },
    });
    spec.given().when(onLeave('PRESENT')).thenThrows(ON_LEAVE);
    spec.given().when(onLeave('ABSENT')).thenThrows(ON_LEAVE);
    expect(() => d.decide(onLeave('PRESENT'), d.initialState())).toThrow(expect.objectContaining({ statusCode: 409 }));
    const marked = mark('2026-03-09', 'PRESENT')[0]!;
    // A day marked present before the leave was approved cannot be set back to present or to absent either.
    spec.given(marked).when(onLeave('ABSENT')).thenThrows(ON_LEAVE);
    spec
      .given(marked)
      .when(onLeave('LEAVE'))
      .then([{ type: 'StaffAttendanceChanged', data: { userId: 'u1', date: '2026-03-09', status: 'LEAVE', previousStatus: 'PRESENT' } }]);
  });
  it('ignores events it does not know', () => {
    const state = spec.given().state;
    expect(d.evolve(state, { type: 'Other', data: {} } as never)).toBe(state);
  });
});

describe('statusOf', () => {
  it('takes exactly one flag', () => {
    expect(statusOf({ isPresent: true, isAbsent: false, isLeave: false })).toBe('PRESENT');
    expect(statusOf({ isAbsent: true })).toBe('ABSENT');
    expect(statusOf({ isLeave: true })).toBe('LEAVE');
    expect(() => statusOf({})).toThrow('Choose present, absent or leave.');
    expect(() => statusOf({ isPresent: true, isLeave: true })).toThrow('Choose present, absent or leave.');
  });
});

describe('staffAttendanceStream', () => {
  it('is one stream per institute, staff member and month', () => {
    expect(staffAttendanceStream('i1', 'u1', '2026-03-09')).toBe('staffAttendance-i1_u1_2026-03');
    expect(staffAttendanceStream('i1', 'u1', '2026-03-31')).toBe(staffAttendanceStream('i1', 'u1', '2026-03-01'));
  });
});
