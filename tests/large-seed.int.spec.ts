import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { catchUpWithProgress, largeMark, seedLarge, settableClock, type LargeSeedResult } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

// A Wednesday, institute time: the three school days before it are Monday, Tuesday and the Saturday before.
const clock = settableClock('2026-03-11T06:00:00.000Z');
let t: TestApp;
let r: LargeSeedResult;
beforeAll(async () => {
  t = await startTestApp({ seed: false, clock });
  const lines: string[] = [];
  r = await seedLarge(t.rt, t.app, { students: 60, days: 3, chunk: 7, domain: 'large.test', log: (l) => lines.push(l) });
  await catchUpWithProgress(t.rt, r.from, r.to, (l) => lines.push(l));
}, 300_000);
afterAll(async () => t?.close());

describe('the large-institute generator (seed:large), small', () => {
  it('writes two events a class (scheduled, one register of every student) for six classes a day of each batch', async () => {
    expect(r.batches).toBe(1);
    expect(r.students).toBe(60);
    expect(r.days).toBe(3);
    expect(r.classes).toBe(3 * 6 * r.batches);
    expect(r.marks).toBe(r.classes * 60);
    expect(r.events).toBe(2 * r.classes);
    const types = await sql<{ type: string; n: number }>`select type, count(*)::int as n from es_event
      where position > ${r.from.toString()}::bigint group by type order by type`.execute(t.rt.database.db);
    expect(types.rows).toEqual([
      { type: 'ClassAttendanceMarked', n: r.classes },
      { type: 'ClassScheduled', n: r.classes },
    ]);
    // One Mark All event per class, holding the whole batch.
    const sizes = await sql<{ n: number }>`select distinct jsonb_array_length(data->'marks')::int as n from es_event
      where position > ${r.from.toString()}::bigint and type = 'ClassAttendanceMarked'`.execute(t.rt.database.db);
    expect(sizes.rows).toEqual([{ n: 60 }]);
  });

  it('fills the lecture and lecture_mark read models, every class with its register taken, on the three school days', async () => {
    const db = t.rt.database.db;
    const lectures = await sql<{ n: number; taken: number; days: string[] }>`select count(*)::int as n,
      count(*) filter (where register_taken_at is not null and cardinality(marked_students) = 60)::int as taken,
      array_agg(distinct to_char(start_time at time zone 'Asia/Kolkata', 'YYYY-MM-DD')) as days
      from lecture where institute_id = ${r.instituteId}`.execute(db);
    expect(lectures.rows[0]!.n).toBe(r.classes);
    expect(lectures.rows[0]!.taken).toBe(r.classes);
    expect([...lectures.rows[0]!.days].sort()).toEqual(['2026-03-07', '2026-03-09', '2026-03-10']);
    const marks = await sql<{ status: string; n: number }>`select status, count(*)::int as n from lecture_mark
      where institute_id = ${r.instituteId} group by status`.execute(db);
    const by = Object.fromEntries(marks.rows.map((m) => [m.status, m.n]));
    expect((by.PRESENT ?? 0) + (by.ABSENT ?? 0) + (by.LEAVE ?? 0)).toBe(r.marks);
    expect(by.PRESENT! / r.marks).toBeGreaterThan(0.8);
    expect(by.ABSENT ?? 0).toBeGreaterThan(0);
    // The stored mark is the generator's.
    const one = await sql<{ class_id: string; student_id: string; status: string }>`select class_id, student_id, status from lecture_mark
      where institute_id = ${r.instituteId} order by class_id, student_id limit 5`.execute(db);
    for (const m of one.rows) expect(m.status).toBe(largeMark(m.student_id, m.class_id));
  });

  it('gives the institute a timetable of six classes a day, Monday to Saturday, with no teacher in two places', async () => {
    const db = t.rt.database.db;
    const slots = await sql<{ n: number; clashes: number }>`select count(*)::int as n,
      (select count(*)::int from (select teacher_id, day, start_minute from timetable_slot where institute_id = ${r.instituteId}
        group by 1, 2, 3 having count(*) > 1) c) as clashes
      from timetable_slot where institute_id = ${r.instituteId}`.execute(db);
    expect(slots.rows[0]).toEqual({ n: 36 * r.batches, clashes: 0 });
  });
});
