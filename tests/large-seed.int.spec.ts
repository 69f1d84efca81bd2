import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { catchUpWithProgress, largeMark, seedLarge, settableClock, type LargeSeedResult } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';
import { atPage, deepPage, findLargeInstitutes, panelCalls, type Panel } from '../workers/src/bench/large-calls.js';

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

describe('the calls of Figure 11 (npm run bench, a large institute)', () => {
  it('finds the seeded institute and its admin, teacher and student in the read models', async () => {
    const [l, ...others] = await findLargeInstitutes(t.rt.database.db);
    expect(others).toEqual([]);
    expect(l).toMatchObject({
      id: r.instituteId,
      adminEmail: 'admin@large.test',
      teacherEmail: 'teacher1@large.test',
      studentEmail: 'student1@large.test',
      classes: r.classes,
      days: 3,
    });
    // The class is the teacher's, with its register taken, in the student's batch.
    const c = await sql<{ teacher_id: string; batch_id: string; taken: boolean }>`select teacher_id, batch_id,
      register_taken_at is not null as taken from lecture where id = ${l!.classId}`.execute(t.rt.database.db);
    expect(c.rows[0]).toEqual({ teacher_id: l!.teacherId, batch_id: l!.batchId, taken: true });
  });

  it('every call it loads answers 200 to its panel (page 1 and the deep page of the paged lists)', async () => {
    const [l] = await findLargeInstitutes(t.rt.database.db);
    const token = async (email: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: t.rt.config.demoPassword } });
      expect(res.statusCode).toBe(200);
      return `Bearer ${(res.json() as { data: { accessToken: string } }).data.accessToken}`;
    };
    const auth: Record<Panel, string> = {
      admin: await token(l!.adminEmail),
      teacher: await token(l!.teacherEmail),
      student: await token(l!.studentEmail),
    };
    const calls = panelCalls(l!, t.rt.clock.now());
    expect(new Set(calls.map((c) => c.panel))).toEqual(new Set(['admin', 'teacher', 'student']));
    const failed: string[] = [];
    let deep = 0;
    for (const c of calls) {
      const send = (call: typeof c) =>
        t.app.inject({
          method: call.method,
          url: `/api/v1/${call.path}`,
          headers: { authorization: auth[call.panel] },
          ...(call.body !== undefined ? { payload: call.body as object } : {}),
        });
      const first = await send(atPage(c, 1));
      if (first.statusCode !== 200) failed.push(`${c.panel} ${c.method} ${c.path}: ${first.statusCode} ${first.body.slice(0, 200)}`);
      if (!c.paged || first.statusCode !== 200) continue;
      const j = first.json() as { totalCount: number; perPage: number; pageNo: number };
      expect(j.pageNo).toBe(1);
      const page = deepPage(j.totalCount, j.perPage);
      if (!page) continue;
      const res = await send(atPage(c, page));
      expect(res.statusCode).toBe(200);
      expect((res.json() as { pageNo: number }).pageNo).toBe(page);
      deep++;
    }
    expect(failed).toEqual([]);
    // 60 students: the student list has a deep page (18 classes fit on page 1).
    expect(deep).toBeGreaterThanOrEqual(1);
  });

  it('takes the deep page nine tenths through a list, never page 1', () => {
    expect(deepPage(0, 20)).toBeNull();
    expect(deepPage(20, 20)).toBeNull();
    expect(deepPage(21, 20)).toBe(2);
    expect(deepPage(96_000, 20)).toBe(4320);
    expect(atPage({ panel: 'admin', method: 'GET', path: 'class?perPage=20', paged: true }, 7).path).toBe('class?perPage=20&pageNo=7');
    expect(atPage({ panel: 'admin', method: 'POST', path: 'x', body: { a: 1 }, paged: true }, 3).body).toEqual({ a: 1, pageNo: 3 });
  });
});
