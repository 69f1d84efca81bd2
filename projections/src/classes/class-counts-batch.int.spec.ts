import { describe, expect, it } from 'vitest';
import { batchSpec, eventMaker } from '../testing/batch-spec.js';
import { studentMarkCountProjection } from './index.js';

const spec = batchSpec(studentMarkCountProjection);

/**
 * Registers of several classes, months (either side of an institute month's edge), credits, institutes: marked,
 * corrected (the month and credit stay the first mark's), a student added later, an empty register, redelivered events.
 */
function history() {
  const ev = eventMaker();
  const marked = (classId: string, startTime: string, credit: number, marks: [string, string][], instituteId = 'i1') =>
    ev(
      'ClassAttendanceMarked',
      {
        classId,
        batchId: 'b1',
        subjectId: 's1',
        teacherId: 't1',
        credit,
        startTime,
        endTime: startTime,
        marks: marks.map(([studentId, status]) => ({ studentId, status })),
      },
      `class-${classId}`,
      { instituteId },
    );
  const first = marked('c1', '2026-03-02T04:00:00.000Z', 1, [
    ['st1', 'PRESENT'],
    ['st2', 'ABSENT'],
    ['st3', 'LEAVE'],
  ]);
  return [
    first,
    // 31 March 19:00 UTC is 1 April in India: April's bucket.
    marked('c2', '2026-03-31T19:00:00.000Z', 1.5, [
      ['st1', 'ABSENT'],
      ['st2', 'PRESENT'],
    ]),
    marked('c3', '2026-03-31T18:00:00.000Z', 0.25, [['st1', 'PRESENT']], 'i2'),
    // A correction with another start time and credit: the first mark's month and credit stay.
    marked('c1', '2026-04-02T04:00:00.000Z', 2, [
      ['st1', 'ABSENT'],
      ['st2', 'PRESENT'],
      ['st4', 'PRESENT'],
    ]),
    marked('c4', '2026-03-05T04:00:00.000Z', 1, []),
    marked('c2', '2026-03-31T19:00:00.000Z', 1.5, [['st2', 'LEAVE']]),
    { ...first },
    marked('c1', '2026-03-02T04:00:00.000Z', 1, [['st3', 'PRESENT']]),
    marked('c5', '2026-05-10T04:00:00.000Z', 0.33, [
      ['st1', 'PRESENT'],
      ['st2', 'LATE'],
    ]),
  ];
}

describe('student_mark_count applyBatch', { timeout: 180_000 }, () => {
  it('leaves the rows apply leaves, whole or from any point of the history', async () => {
    const events = history();
    const r = await spec.compare(events);
    expect(r.fellBack).toBe(false);
    expect(r.rows.student_mark_count!.length).toBeGreaterThan(3);
    for (const split of [1, 3, 5, 7]) expect((await spec.compare(events, split)).fellBack, `split ${split}`).toBe(false);
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
      credit: 1,
      startTime: '2026-03-05T04:00:00.000Z',
      endTime: '2026-03-05T04:00:00.000Z',
      marks: [
        { studentId: 'st5', status: 'PRESENT' },
        { studentId: 'st5', status: 'ABSENT' },
      ],
    });
    expect((await spec.compare([...events, twice])).fellBack).toBe(true);
  });
});
