import { describe, expect, it } from 'vitest';
import type { StaffAttendanceEvent } from '@school/contracts';
import { staffAttendanceDecider as d, staffAttendanceStream, statusOf } from './staff-attendance-decider.js';

const given = (...events: StaffAttendanceEvent[]) => events.reduce(d.evolve, d.initialState());
const mark = (date: string, status: 'PRESENT' | 'ABSENT' | 'LEAVE', state = given(), today = '2026-03-10') =>
  d.decide({ type: 'MarkStaffAttendance', data: { userId: 'u1', date, status, today } }, state);

describe('staff attendance decider', () => {
  it('marks a day once, dropping the command-only day', () => {
    expect(mark('2026-03-10', 'PRESENT')).toEqual([{ type: 'StaffAttendanceMarked', data: { userId: 'u1', date: '2026-03-10', status: 'PRESENT' } }]);
    expect(mark('2026-03-01', 'LEAVE')[0]!.type).toBe('StaffAttendanceMarked');
  });
  it('changes a marked day, keeping what it was, and records nothing for the same status', () => {
    const marked = mark('2026-03-09', 'PRESENT')[0]!;
    expect(mark('2026-03-09', 'ABSENT', given(marked))).toEqual([
      { type: 'StaffAttendanceChanged', data: { userId: 'u1', date: '2026-03-09', status: 'ABSENT', previousStatus: 'PRESENT' } },
    ]);
    expect(mark('2026-03-09', 'PRESENT', given(marked))).toEqual([]);
    const changed = mark('2026-03-09', 'LEAVE', given(marked))[0]!;
    expect(given(marked, changed).days).toEqual({ '2026-03-09': 'LEAVE' });
    // Another day of the month is its own.
    expect(mark('2026-03-08', 'PRESENT', given(marked, changed))[0]!.type).toBe('StaffAttendanceMarked');
  });
  it('refuses a day after today', () => {
    expect(() => mark('2026-03-11', 'PRESENT')).toThrow('Attendance cannot be marked for a future date.');
  });
  it('ignores events it does not know', () => {
    const state = given();
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
