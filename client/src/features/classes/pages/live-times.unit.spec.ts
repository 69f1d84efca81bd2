import { describe, expect, it } from 'vitest';
import type { AttendanceRow } from '../api/types';
import { liveTimesText } from './live-times';

const row = (over: Partial<AttendanceRow>) =>
  ({ timeOfEnter: null, timeOfExit: null, minutesAttended: 0, inRoom: false, ...over }) as AttendanceRow;

describe("the register's live times", () => {
  it('says when the student joined and left, in the institute time, and the minutes inside', () => {
    expect(
      liveTimesText(row({ timeOfEnter: '2026-11-25T04:32:00.000Z', timeOfExit: '2026-11-25T05:11:00.000Z', minutesAttended: 39 })),
    ).toBe('Joined 10:02 · Left 10:41 · 39 min');
  });
  it('says a student in the room is in the class now', () => {
    expect(liveTimesText(row({ timeOfEnter: '2026-11-25T04:32:00.000Z', inRoom: true, minutesAttended: 5 }))).toBe(
      'In the class now · Joined 10:02',
    );
  });
  it('says nothing of a student who never joined', () => {
    expect(liveTimesText(row({}))).toBeNull();
  });
});
