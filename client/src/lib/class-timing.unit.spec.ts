import { describe, expect, it } from 'vitest';
import { classClock, classPhase } from './class-timing';

// 09:00–10:00 in the institute (+05:30).
const c = { startTime: '2026-11-24T09:00:00+05:30', endTime: '2026-11-24T10:00:00+05:30' };
const at = (hm: string) => Date.parse(`2026-11-24T${hm}:00+05:30`);

describe('class timing (002 §4)', () => {
  it("reads 'Schedule At h:mm A' in the institute's zone before the start", () => {
    expect(classPhase(c, at('08:59'))).toEqual({ phase: 'NOT_STARTED', label: 'Schedule At 9:00 AM' });
    expect(classClock('2026-11-24T13:05:00+05:30')).toBe('1:05 PM');
  });
  it("reads 'In Progress' with the percent elapsed between start and end", () => {
    expect(classPhase(c, at('09:00'))).toEqual({ phase: 'IN_PROGRESS', label: 'In Progress', percent: 0 });
    expect(classPhase(c, at('09:15'))).toEqual({ phase: 'IN_PROGRESS', label: 'In Progress', percent: 25 });
    expect(classPhase(c, at('09:59'))).toMatchObject({ percent: 98 });
  });
  it("reads 'Class Ended' from the end on", () => {
    expect(classPhase(c, at('10:00'))).toEqual({ phase: 'ENDED', label: 'Class Ended' });
  });
  it("reads 'Class Ended' once the teacher ended a live class early", () => {
    const ended = { ...c, endedAt: '2026-11-24T09:40:00+05:30' };
    expect(classPhase(ended, at('09:30'))).toMatchObject({ phase: 'IN_PROGRESS', percent: 50 });
    expect(classPhase(ended, at('09:41'))).toEqual({ phase: 'ENDED', label: 'Class Ended' });
    expect(classPhase({ ...c, endedAt: null }, at('09:41'))).toMatchObject({ phase: 'IN_PROGRESS' });
  });
});
