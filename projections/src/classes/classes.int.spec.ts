import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@school/contracts';
import { openDatabase, type Database } from '@school/server';
import { lectureMarkProjection, lectureProjection } from './index.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  for (const p of [lectureProjection, lectureMarkProjection])
    for (const [t, ddl] of Object.entries(p.tables)) await ddl(sql.table(t)).execute(database.db);
});
afterAll(async () => database?.close());

let position = 0n;
const event = (type: string, data: object): RecordedEvent => {
  position += 1n;
  return {
    type,
    data,
    eventId: `e${position}`,
    streamId: `class-${(data as { classId: string }).classId}`,
    streamVersion: 0,
    position,
    recordedAt: '2026-01-01T00:00:00.000Z',
    metadata: {
      actorId: 't1',
      actorRole: 'TEACHER',
      instituteId: 'i1',
      occurredAt: new Date(Date.UTC(2026, 0, 5, 9, 0, Number(position))).toISOString(),
      correlationId: 'c',
      causationId: 'c',
    },
  };
};
const apply = async (events: RecordedEvent[]) => {
  for (const e of events)
    for (const p of [lectureProjection, lectureMarkProjection])
      if (p.handles.includes(e.type)) await p.apply({ tx: database.db, table: (t) => sql.table(t) }, e);
};
const lectures = async () =>
  (
    await sql<Record<string, unknown>>`select id, to_char(start_time at time zone 'UTC', 'HH24:MI') as start, cancel_reason,
      register_taken_at is not null as taken, marked_students from lecture order by id`.execute(database.db)
  ).rows;
const marks = async () =>
  (
    await sql<Record<string, unknown>>`select class_id, student_id, status from lecture_mark order by class_id, student_id`.execute(
      database.db,
    )
  ).rows;

const facts = { batchId: 'b1', subjectId: 's1', teacherId: 't1', credit: 1 };
describe('lecture and lecture_mark projections', () => {
  it('keep each class and the latest mark of each student; re-applying the events changes nothing', async () => {
    const events = [
      event('ClassScheduled', {
        ...facts,
        classId: 'c1',
        startTime: '2026-01-05T04:00:00.000Z',
        endTime: '2026-01-05T05:00:00.000Z',
        classRoom: '101',
        type: 'OFFLINE',
        origin: 'TIMETABLE',
        slotId: 'slot1',
      }),
      event('ClassScheduled', {
        ...facts,
        classId: 'c2',
        startTime: '2026-01-06T04:00:00.000Z',
        endTime: '2026-01-06T05:00:00.000Z',
        classRoom: '',
        type: 'ONLINE',
        origin: 'ONE_OFF',
        slotId: null,
      }),
      event('ClassMoved', {
        classId: 'c2',
        batchId: 'b1',
        startTime: '2026-01-06T06:00:00.000Z',
        endTime: '2026-01-06T07:00:00.000Z',
        classRoom: '12',
        reason: 'Lab free',
      }),
      event('ClassAttendanceMarked', {
        ...facts,
        classId: 'c1',
        startTime: '2026-01-05T04:00:00.000Z',
        endTime: '2026-01-05T05:00:00.000Z',
        marks: [
          { studentId: 'st1', status: 'PRESENT' },
          { studentId: 'st2', status: 'PRESENT' },
        ],
      }),
      event('ClassAttendanceMarked', {
        ...facts,
        classId: 'c1',
        startTime: '2026-01-05T04:00:00.000Z',
        endTime: '2026-01-05T05:00:00.000Z',
        marks: [{ studentId: 'st2', status: 'ABSENT' }],
      }),
      event('ClassCancelled', { classId: 'c2', batchId: 'b1', reason: 'Teacher away' }),
    ];
    await apply(events);
    const first = { lectures: await lectures(), marks: await marks() };
    expect(first.lectures).toEqual([
      { id: 'c1', start: '04:00', cancel_reason: '', taken: true, marked_students: ['st1', 'st2'] },
      { id: 'c2', start: '06:00', cancel_reason: 'Teacher away', taken: false, marked_students: [] },
    ]);
    expect(first.marks).toEqual([
      { class_id: 'c1', student_id: 'st1', status: 'PRESENT' },
      { class_id: 'c1', student_id: 'st2', status: 'ABSENT' },
    ]);
    await apply(events);
    expect({ lectures: await lectures(), marks: await marks() }).toEqual(first);
  });
});
