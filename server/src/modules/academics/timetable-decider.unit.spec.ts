import { describe, expect, it } from 'vitest';
import type { TimetableEvent } from '@school/contracts';
import { scheduledTeachers, timetableDecider, type TimetableCommand } from './timetable-decider.js';
import { instantOf, mondayOf, occurrence, weeklySlotOf } from './timetable-time.js';

const schedule = (
  slotId: string,
  teacherId: string,
  startMinute: number,
  endMinute: number,
  batchId = 'b1',
  inactive: string[] = [],
): TimetableCommand => ({
  type: 'ScheduleSlot',
  data: { slotId, batchId, subjectId: 's1', teacherId, classRoom: '', day: 'Wednesday', startMinute, endMinute },
  inactiveBatchIds: inactive,
  teacherName: 'Nina',
});
const run = (commands: TimetableCommand[]) =>
  commands.reduce(
    (s, c) => timetableDecider.decide(c, s).reduce((x, e) => timetableDecider.evolve(x, e as TimetableEvent), s),
    timetableDecider.initialState(),
  );

describe('timetable decider', () => {
  it('refuses a teacher in overlapping slots of a weekday, allows back-to-back and other teachers', () => {
    const s = run([schedule('a', 't1', 600, 660)]);
    expect(() => timetableDecider.decide(schedule('b', 't1', 630, 700, 'b2'), s)).toThrow(
      'Nina already has a class on Wednesday from 10:00 to 11:00.',
    );
    expect(timetableDecider.decide(schedule('b', 't1', 660, 720), s)).toHaveLength(1);
    expect(timetableDecider.decide(schedule('b', 't2', 600, 660), s)).toHaveLength(1);
  });
  it('ignores slots of inactive batches and removed slots', () => {
    const s = run([schedule('a', 't1', 600, 660, 'old')]);
    expect(timetableDecider.decide(schedule('b', 't1', 600, 660, 'b1', ['old']), s)).toHaveLength(1);
    const removed = run([schedule('a', 't1', 600, 660), { type: 'RemoveSlot', data: { slotId: 'a' } }]);
    expect(timetableDecider.decide(schedule('b', 't1', 600, 660), removed)).toHaveLength(1);
    expect(() => timetableDecider.decide({ type: 'RemoveSlot', data: { slotId: 'a' } }, removed)).toThrow('Timetable slot not found.');
  });
});

describe('the timetable picks the assigned teacher (docs/decisions/0016)', () => {
  const assigned = { teacherId: 't1', teacherName: 'Nina', subjectTitle: 'Physics' };
  const as = (c: TimetableCommand, a: typeof assigned | null): TimetableCommand => (c.type === 'ScheduleSlot' ? { ...c, assigned: a } : c);
  it("refuses a slot naming another teacher than the subject's assigned one; takes the assigned one", () => {
    expect(() => timetableDecider.decide(as(schedule('a', 't2', 600, 660), assigned), run([]))).toThrow(
      'Physics is taught by Nina in this batch (Assign Teacher tab): pick that teacher, or change the assignment first.',
    );
    expect(timetableDecider.decide(as(schedule('a', 't1', 600, 660), assigned), run([]))).toHaveLength(1);
    // A subject with no assigned teacher takes the slot's (the route then assigns it).
    expect(timetableDecider.decide(as(schedule('a', 't2', 600, 660), null), run([]))).toHaveLength(1);
  });
  it("lists the teachers of a batch's slots of a subject, for the Assign Teacher rule", () => {
    const s = run([schedule('a', 't1', 600, 660), schedule('b', 't2', 700, 760), schedule('c', 't3', 600, 660, 'b2')]);
    expect(scheduledTeachers(s, 'b1', 's1').sort()).toEqual(['t1', 't2']);
    expect(scheduledTeachers(s, 'b1', 'other')).toEqual([]);
  });
});

describe('timetable time', () => {
  it('takes the weekday and times of day in the institute (India)', () => {
    expect(weeklySlotOf('2026-11-25T04:30:00Z', '2026-11-25T05:30:00.000Z')).toEqual({
      day: 'Wednesday',
      startMinute: 600,
      endMinute: 660,
    });
    // 20:00 UTC on Wednesday is 01:30 on Thursday in India.
    expect(weeklySlotOf('2026-11-25T20:00:00Z', '2026-11-25T21:00:00Z').day).toBe('Thursday');
    expect(() => weeklySlotOf('2026-11-22T04:30:00Z', '2026-11-22T05:30:00Z')).toThrow('Timetable days are Monday to Saturday.');
  });
  it("finds this week's occurrence, Monday first", () => {
    expect(mondayOf(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-16');
    // Sunday evening UTC is already Monday in India.
    expect(mondayOf(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(instantOf('2026-11-25', 600).toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(occurrence(new Date('2026-11-21T12:00:00Z'), 'Saturday', 540, 600)).toEqual({
      date: '2026-11-21',
      startTime: '2026-11-21T03:30:00.000Z',
      endTime: '2026-11-21T04:30:00.000Z',
    });
  });
});
