import { describe, expect, it } from 'vitest';
import { daysFromTo } from '../dates.js';
import { leaveDays, leaveLastDay } from './index.js';

describe('leave days: the one count the decider, the replies and the read model share', () => {
  it('counts calendar days both ends included, across month and leap-year ends', () => {
    expect(daysFromTo('2026-03-02', '2026-03-02')).toBe(1);
    expect(daysFromTo('2026-02-27', '2026-03-02')).toBe(4);
    expect(daysFromTo('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysFromTo('2026-03-02', '2026-03-01')).toBe(0);
    expect(daysFromTo('2026-02-30', '2026-03-01')).toBeNull();
    expect(daysFromTo('2026-3-1', '2026-03-01')).toBeNull();
  });

  it('gives a half day 0.5, a full day 1 and several days their span; null for facts that make no leave', () => {
    expect(leaveDays({ leaveType: 'HALF_DAY', leaveDate: '2026-03-02' })).toBe(0.5);
    expect(leaveDays({ leaveType: 'FULL_DAY', leaveDate: '2026-03-02', expectedJoiningDate: '2026-03-09' })).toBe(1);
    expect(leaveDays({ leaveType: 'MULTIPLE_DAY', leaveDate: '2026-02-27', expectedJoiningDate: '2026-03-02' })).toBe(4);
    expect(leaveLastDay({ leaveType: 'MULTIPLE_DAY', leaveDate: '2026-02-27', expectedJoiningDate: '2026-03-02' })).toBe('2026-03-02');
    expect(leaveDays({ leaveType: 'MULTIPLE_DAY', leaveDate: '2026-03-02' })).toBeNull();
    expect(leaveDays({ leaveType: 'MULTIPLE_DAY', leaveDate: '2026-03-02', expectedJoiningDate: '2026-03-01' })).toBeNull();
    expect(leaveDays({ leaveType: 'WEEKLY' as never, leaveDate: '2026-03-02' })).toBeNull();
    expect(leaveDays({ leaveType: 'FULL_DAY', leaveDate: 'soon' })).toBeNull();
  });
});
