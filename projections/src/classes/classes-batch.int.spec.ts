import { describe, expect, it } from 'vitest';
import { absenceAlertProjection } from '../absence-alerts/index.js';
import { batchSpec, eventMaker } from '../testing/batch-spec.js';
import { lectureMarkProjection, lectureProjection } from './index.js';

const lectures = batchSpec(lectureProjection);
const marks = batchSpec(lectureMarkProjection);
const alerts = batchSpec(absenceAlertProjection);

/** Classes scheduled, marked (twice, before they exist, overlapping registers), moved and cancelled, interleaved. */
function classEvents() {
  const ev = eventMaker();
  const facts = (classId: string) => ({
    classId,
    batchId: 'b1',
    subjectId: 'sub1',
    teacherId: 't1',
    startTime: '2026-01-05T04:00:00.000Z',
    endTime: '2026-01-05T05:00:00.000Z',
    credit: 1.5,
  });
  const scheduled = (classId: string) =>
    ev('ClassScheduled', { ...facts(classId), classRoom: 'R1', type: 'OFFLINE', origin: 'TIMETABLE', slotId: 'slot1' }, `class-${classId}`);
  const marked = (classId: string, marks: [string, string][], actorId = 't1') =>
    ev(
      'ClassAttendanceMarked',
      { ...facts(classId), marks: marks.map(([studentId, status]) => ({ studentId, status })) },
      `class-${classId}`,
      { actorId },
    );
  return [
    marked('c0', [['s1', 'PRESENT']]),
    scheduled('c1'),
    scheduled('c2'),
    marked('c1', [
      ['s1', 'PRESENT'],
      ['s2', 'ABSENT'],
    ]),
    scheduled('c0'),
    marked('c1', [['s2', 'LATE']], 'u9'),
    ev(
      'ClassMoved',
      {
        classId: 'c2',
        batchId: 'b1',
        startTime: '2026-01-06T04:00:00.000Z',
        endTime: '2026-01-06T05:00:00.000Z',
        classRoom: 'R2',
        reason: 'lab',
      },
      'class-c2',
    ),
    marked('c2', [
      ['s3', 'PRESENT'],
      ['s1', 'ABSENT'],
    ]),
    scheduled('c1'),
    marked('c1', [['s3', 'PRESENT']]),
    ev('ClassCancelled', { classId: 'c2', batchId: 'b1', reason: 'rain' }, 'class-c2'),
    marked('c2', []),
    marked('c0', [['s2', 'ABSENT']]),
  ];
}

describe('classes applyBatch', { timeout: 180_000 }, () => {
  it('lecture: leaves the rows apply leaves, from empty tables and from part of the batch', async () => {
    const events = classEvents();
    const r = await lectures.compare(events);
    expect(r.fellBack).toBe(false);
    const c1 = r.rows.lecture!.map((x) => JSON.parse(x)).find((x) => x.id === 'c1');
    expect(c1.marked_students).toEqual(['s1', 's2', 's3']);
    for (const split of [2, 5, 9]) expect((await lectures.compare(events, split)).fellBack).toBe(false);
  });

  it('lecture_mark: the latest mark of each student wins, as event by event', async () => {
    const events = classEvents();
    const r = await marks.compare(events);
    expect(r.fellBack).toBe(false);
    const s2 = r.rows.lecture_mark!.map((x) => JSON.parse(x)).find((x) => x.class_id === 'c1' && x.student_id === 's2');
    expect(s2).toMatchObject({ status: 'LATE', marked_by: 'u9' });
    for (const split of [3, 6, 10]) expect((await marks.compare(events, split)).fellBack).toBe(false);
  });

  it('absence_alert: scheduled classes in one insert leave the rows apply leaves, marks and cancellations included', async () => {
    const events = classEvents();
    const r = await alerts.compare(events);
    expect(r.fellBack).toBe(false);
    expect(r.rows.absence_class).toHaveLength(3);
    expect(r.rows.absence_day!.length).toBeGreaterThan(0);
    for (const split of [3, 8]) expect((await alerts.compare(events, split)).fellBack).toBe(false);
  });

  it('absence_alert: a day of registers (absences taken back, alerts between) leaves the rows apply leaves', async () => {
    const ev = eventMaker();
    const at = (h: number) => `2026-01-05T0${h}:00:00.000Z`;
    const facts = (classId: string, h: number, batchId = 'b1') => ({
      classId,
      batchId,
      subjectId: 'sub1',
      teacherId: 't1',
      startTime: at(h),
      endTime: at(h + 1),
      credit: 1,
    });
    const scheduled = (classId: string, h: number, batchId?: string) =>
      ev('ClassScheduled', { ...facts(classId, h, batchId), classRoom: 'R', type: 'OFFLINE', origin: 'MANUAL', slotId: null });
    const marked = (classId: string, h: number, marks: [string, string][], batchId?: string) =>
      ev('ClassAttendanceMarked', {
        ...facts(classId, h, batchId),
        marks: marks.map(([studentId, status]) => ({ studentId, status })),
      });
    const events = [
      scheduled('k1', 1),
      scheduled('k2', 2),
      scheduled('k3', 3, 'b2'),
      marked('k1', 1, [
        ['s1', 'ABSENT'],
        ['s2', 'PRESENT'],
        ['s3', 'ABSENT'],
      ]),
      marked('k2', 2, [
        ['s1', 'ABSENT'],
        ['s2', 'ABSENT'],
      ]),
      marked('k1', 1, [['s1', 'PRESENT']]),
      ev('AbsenceAlertRaised', {
        alertId: 'a1',
        studentId: 's2',
        studentName: 'S2',
        day: '2026-01-05',
        classes: [],
        parents: ['p1'],
        upTo: '5',
      }),
      marked(
        'k3',
        3,
        [
          ['s2', 'ABSENT'],
          ['s3', 'PRESENT'],
        ],
        'b2',
      ),
      marked('k2', 2, [['s2', 'PRESENT']]),
      ev('ClassCancelled', { classId: 'k3', batchId: 'b2', reason: 'rain' }),
      marked('k1', 1, [['s3', 'PRESENT']]),
    ];
    const r = await alerts.compare(events);
    expect(r.fellBack).toBe(false);
    expect(r.rows.absence_day!.length).toBeGreaterThanOrEqual(3);
    for (const split of [4, 6, 8, 10]) expect((await alerts.compare(events, split)).fellBack).toBe(false);
  });

  it('lecture_mark: a register naming a student twice is skipped alone, as apply skips it', async () => {
    const ev = eventMaker();
    const base = {
      batchId: 'b1',
      subjectId: 'sub1',
      teacherId: 't1',
      startTime: '2026-01-05T04:00:00.000Z',
      endTime: '2026-01-05T05:00:00.000Z',
      credit: 1,
    };
    const events = [
      ev('ClassAttendanceMarked', { ...base, classId: 'c1', marks: [{ studentId: 's1', status: 'PRESENT' }] }),
      ev('ClassAttendanceMarked', {
        ...base,
        classId: 'c2',
        marks: [
          { studentId: 's1', status: 'PRESENT' },
          { studentId: 's1', status: 'ABSENT' },
        ],
      }),
      ev('ClassAttendanceMarked', { ...base, classId: 'c3', marks: [{ studentId: 's2', status: 'PRESENT' }] }),
    ];
    const r = await marks.compare(events);
    expect(r.fellBack).toBe(true);
    expect(r.rows.lecture_mark!.map((x) => JSON.parse(x).class_id).sort()).toEqual(['c1', 'c3']);
  });
});
