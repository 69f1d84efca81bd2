import type { ClassEvent, ClassScheduled } from '@school/contracts';
import type { ClassCommand } from './decider.js';

/** The class the class decider's specs share (decider.unit.spec.ts, live/live-decider.unit.spec.ts): 09:00–10:00 on 2 March. */
export const NOW = '2026-03-02T08:00:00.000Z';
export const data: ClassScheduled['data'] = {
  classId: 'c1',
  batchId: 'b1',
  subjectId: 's1',
  teacherId: 't1',
  startTime: '2026-03-02T09:00:00.000Z',
  endTime: '2026-03-02T10:00:00.000Z',
  classRoom: 'R1',
  type: 'OFFLINE',
  credit: 1,
  origin: 'ONE_OFF',
  slotId: null,
};
export const scheduled: ClassEvent = { type: 'ClassScheduled', data };
export const schedule = (over: Partial<ClassScheduled['data']> = {}, now = NOW): ClassCommand => ({
  type: 'ScheduleClass',
  data: { ...data, ...over },
  now,
});
export const AFTER = '2026-03-02T09:30:00.000Z';
export const mark = (
  marks: [string, 'PRESENT' | 'ABSENT' | 'LEAVE'][],
  over: Partial<Extract<ClassCommand, { type: 'MarkAttendance' }>> = {},
) =>
  ({
    type: 'MarkAttendance',
    marks: marks.map(([studentId, status]) => ({ studentId, status })),
    now: AFTER,
    isHoliday: false,
    batchStudentIds: ['s-a', 's-b', 's-c'],
    ...over,
  }) as ClassCommand;
export const marked = (marks: [string, 'PRESENT' | 'ABSENT' | 'LEAVE'][]): ClassEvent => ({
  type: 'ClassAttendanceMarked',
  data: {
    classId: 'c1',
    batchId: 'b1',
    subjectId: 's1',
    teacherId: 't1',
    startTime: data.startTime,
    endTime: data.endTime,
    credit: 1,
    marks: marks.map(([studentId, status]) => ({ studentId, status })),
  },
});
