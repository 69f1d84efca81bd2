import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@school/contracts';
import { openDatabase, type Database } from '@school/server';
import { lectureMarkProjection, studentMarkCountProjection } from './index.js';

const projections = [lectureMarkProjection, studentMarkCountProjection];
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  for (const p of projections) for (const [t, ddl] of Object.entries(p.tables)) await ddl(sql.table(t)).execute(database.db);
});
afterAll(async () => database?.close());

let position = 0n;
const marked = (classId: string, startTime: string, credit: number, marks: [string, string][], instituteId = 'i1'): RecordedEvent => {
  position += 1n;
  return {
    type: 'ClassAttendanceMarked',
    data: {
      classId,
      batchId: 'b1',
      subjectId: 's1',
      teacherId: 't1',
      credit,
      startTime,
      endTime: startTime,
      marks: marks.map(([studentId, status]) => ({ studentId, status })),
    },
    eventId: `e${position}`,
    streamId: `class-${classId}`,
    streamVersion: 0,
    position,
    recordedAt: '2026-01-01T00:00:00.000Z',
    metadata: {
      actorId: 't1',
      actorRole: 'TEACHER',
      instituteId,
      occurredAt: new Date(Date.UTC(2026, 0, 5, 9, 0, Number(position))).toISOString(),
      correlationId: 'c',
      causationId: 'c',
    },
  };
};
const apply = async (events: RecordedEvent[]) => {
  for (const e of events)
    for (const p of projections) if (p.handles.includes(e.type)) await p.apply({ tx: database.db, table: (t) => sql.table(t) }, e);
};

/** The counters as kept, and as counted directly over `lecture_mark` the way the attendance summaries counted them. */
const kept = async () =>
  (
    await sql<Record<string, unknown>>`select institute_id, student_id, month, total, present, absent, leave,
      present_credit::text as present_credit, held_credit::text as held_credit, leave_credit::text as leave_credit
    from student_mark_count where total <> 0 order by 1, 2, 3`.execute(database.db)
  ).rows;
const counted = async () =>
  (
    await sql<Record<string, unknown>>`select institute_id, student_id,
      to_char((start_time at time zone 'UTC') + interval '330 minutes', 'YYYY-MM') as month, count(*)::int as total,
      count(*) filter (where status = 'PRESENT')::int as present, count(*) filter (where status = 'ABSENT')::int as absent,
      count(*) filter (where status = 'LEAVE')::int as leave,
      coalesce(sum(credit) filter (where status = 'PRESENT'), 0)::numeric(14, 2)::text as present_credit,
      coalesce(sum(credit) filter (where status in ('PRESENT', 'ABSENT')), 0)::numeric(14, 2)::text as held_credit,
      coalesce(sum(credit) filter (where status = 'LEAVE'), 0)::numeric(14, 2)::text as leave_credit
    from lecture_mark group by 1, 2, 3 order by 1, 2, 3`.execute(database.db)
  ).rows;

describe('student_mark_count projection', () => {
  it('counts each student’s current marks per institute month, corrections included, as lecture_mark does', async () => {
    const events = [
      marked('c1', '2026-01-05T04:00:00.000Z', 1, [
        ['st1', 'PRESENT'],
        ['st2', 'PRESENT'],
        ['st3', 'LEAVE'],
      ]),
      // 31 January 20:00 UTC is 1 February in the institute: counted in February.
      marked('c2', '2026-01-31T20:00:00.000Z', 1.5, [
        ['st1', 'ABSENT'],
        ['st2', 'LATE'],
      ]),
      // Corrections: st2 from PRESENT to ABSENT, st3 from LEAVE to PRESENT; st1 marked again with the same status.
      marked('c1', '2026-01-05T04:00:00.000Z', 1, [
        ['st2', 'ABSENT'],
        ['st3', 'PRESENT'],
        ['st1', 'PRESENT'],
      ]),
      marked('c2', '2026-01-31T20:00:00.000Z', 1.5, [['st1', 'PRESENT']]),
      marked('c3', '2026-02-10T04:00:00.000Z', 2, [['st1', 'LEAVE']]),
      marked('c3', '2026-02-10T04:00:00.000Z', 2, [['st1', 'ABSENT']]),
      marked('c9', '2026-02-10T04:00:00.000Z', 1, [['st1', 'PRESENT']], 'i2'),
      marked('c4', '2026-02-11T04:00:00.000Z', 1, []),
    ];
    await apply(events);
    const first = await kept();
    expect(first).toEqual(await counted());
    expect(first).toContainEqual({
      institute_id: 'i1',
      student_id: 'st1',
      month: '2026-02',
      total: 2,
      present: 1,
      absent: 1,
      leave: 0,
      present_credit: '1.50',
      held_credit: '3.50',
      leave_credit: '0.00',
    });
    // Re-applying every event (a redelivery) changes nothing.
    await apply(events);
    expect(await kept()).toEqual(first);
    // An older event applied after a newer one (out of order) is ignored, as lecture_mark ignores it.
    await apply([{ ...events[0]!, position: 0n }]);
    expect(await kept()).toEqual(first);
    expect(await kept()).toEqual(await counted());
  });
});
