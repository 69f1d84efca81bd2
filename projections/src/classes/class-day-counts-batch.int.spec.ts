import { describe, expect, it } from 'vitest';
import { batchSpec, eventMaker } from '../testing/batch-spec.js';
import { classCountProjection } from './index.js';

const spec = batchSpec(classCountProjection);

/**
 * Classes of two teachers, batches and institutes scheduled (twice), marked and corrected, moved across a holiday,
 * cancelled; holidays declared and cancelled between them (each applied alone within the batch).
 */
function history() {
  const ev = eventMaker();
  const facts = (classId: string, startTime: string, teacherId = 't1', batchId = 'b1') => ({
    classId,
    batchId,
    subjectId: 's1',
    teacherId,
    startTime,
    endTime: startTime,
  });
  const scheduled = (classId: string, startTime: string, type = 'OFFLINE', teacherId = 't1', batchId = 'b1', instituteId = 'i1') =>
    ev(
      'ClassScheduled',
      { ...facts(classId, startTime, teacherId, batchId), classRoom: 'R', type, credit: 1, origin: 'ONE_OFF', slotId: null },
      `class-${classId}`,
      { instituteId },
    );
  const marked = (classId: string, startTime: string, marks: [string, string][]) =>
    ev(
      'ClassAttendanceMarked',
      { ...facts(classId, startTime), credit: 1, marks: marks.map(([studentId, status]) => ({ studentId, status })) },
      `class-${classId}`,
    );
  const moved = (classId: string, startTime: string) =>
    ev('ClassMoved', { classId, batchId: 'b1', startTime, endTime: startTime, classRoom: 'R', reason: 'x' }, `class-${classId}`);
  return [
    ev('HolidayDeclared', { holidayId: 'h0', title: 'Early', startDate: '2026-03-03', endDate: '2026-03-03' }, 'holiday-h0'),
    scheduled('c1', '2026-03-02T04:00:00.000Z'),
    scheduled('c2', '2026-03-02T17:30:00.000Z', 'ONLINE'),
    scheduled('c3', '2026-03-03T04:00:00.000Z'),
    scheduled('c4', '2026-03-04T04:00:00.000Z', 'ONLINE', 't2', 'b2'),
    scheduled('c9', '2026-03-02T04:00:00.000Z', 'OFFLINE', 't1', 'b1', 'i2'),
    marked('c1', '2026-03-02T04:00:00.000Z', [
      ['st1', 'PRESENT'],
      ['st2', 'ABSENT'],
    ]),
    marked('c3', '2026-03-03T04:00:00.000Z', [['st1', 'LEAVE']]),
    scheduled('c1', '2026-03-02T04:00:00.000Z'),
    marked('c1', '2026-03-02T04:00:00.000Z', [
      ['st2', 'PRESENT'],
      ['st3', 'LATE'],
    ]),
    marked('c404', '2026-03-02T04:00:00.000Z', [['st1', 'PRESENT']]),
    ev('HolidayDeclared', { holidayId: 'h1', title: 'H', startDate: '2026-03-02', endDate: '2026-03-02' }, 'holiday-h1'),
    moved('c2', '2026-03-05T04:00:00.000Z'),
    marked('c2', '2026-03-05T04:00:00.000Z', [['st1', 'ABSENT']]),
    moved('c3', '2026-03-06T04:00:00.000Z'),
    ev('ClassCancelled', { classId: 'c1', batchId: 'b1', reason: 'x' }, 'class-c1'),
    ev('HolidayCancelled', { holidayId: 'h1' }, 'holiday-h1'),
    ev('HolidayCancelled', { holidayId: 'h0' }, 'holiday-h0'),
    marked('c2', '2026-03-05T04:00:00.000Z', [['st1', 'PRESENT']]),
    ev('ClassCancelled', { classId: 'c4', batchId: 'b2', reason: 'x' }, 'class-c4'),
    marked('c4', '2026-03-04T04:00:00.000Z', [['st9', 'PRESENT']]),
  ];
}

describe('class_count applyBatch', { timeout: 180_000 }, () => {
  it('leaves the rows apply leaves, whole or from any point of the history', async () => {
    const events = history();
    const r = await spec.compare(events);
    expect(r.fellBack).toBe(false);
    expect(r.rows.class_count_student_total!.length).toBeGreaterThan(0);
    for (const split of [3, 8, 12, 16, 19]) expect((await spec.compare(events, split)).fellBack, `split ${split}`).toBe(false);
  });

  it('falls back to one event at a time on a register that names a student twice, skipping it as apply does', async () => {
    const events = history();
    const ev = eventMaker();
    for (const _ of events) ev('X', {});
    const twice = ev('ClassAttendanceMarked', {
      classId: 'c2',
      batchId: 'b1',
      subjectId: 's1',
      teacherId: 't1',
      startTime: '2026-03-05T04:00:00.000Z',
      endTime: '2026-03-05T04:00:00.000Z',
      credit: 1,
      marks: [
        { studentId: 'st5', status: 'PRESENT' },
        { studentId: 'st5', status: 'ABSENT' },
      ],
    });
    expect((await spec.compare([...events, twice])).fellBack).toBe(true);
  });
});
