import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedDemo, type SeededPeople } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

const KOLKATA = 'Asia/Kolkata';
let t: TestApp;
let people: SeededPeople;
let seconds = 0;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  const started = Date.now();
  people = (await seedDemo(t.rt, t.app))!;
  seconds = (Date.now() - started) / 1000;
  await t.settle();
}, 300_000);
afterAll(async () => t?.close());

const db = () => t.rt.database.db;
type Rate = { student_id: string; present: number; total: number };
const rates = async () =>
  (
    await sql<Rate>`select student_id, count(*) filter (where status = 'PRESENT')::int as present, count(*)::int as total
      from lecture_mark where institute_id = ${people.instituteId} group by student_id`.execute(db())
  ).rows;

describe('the demo term of classes', () => {
  it('schedules eight weeks back to two weeks ahead of the demo timetables and takes the past registers', async () => {
    const r = await sql<{ total: number; past: number; taken: number; ahead: number; days: number }>`select count(*)::int as total,
      count(*) filter (where start_time < now() - interval '1 day')::int as past,
      count(*) filter (where start_time < now() - interval '1 day' and register_taken_at is not null)::int as taken,
      count(*) filter (where start_time > now() + interval '7 days')::int as ahead,
      count(distinct (start_time at time zone ${KOLKATA})::date)::int as days
      from lecture where institute_id = ${people.instituteId}`.execute(db());
    const row = r.rows[0]!;
    // Three batches of eighteen weekly slots: at least eight weeks back and the next fortnight.
    expect(row.past).toBeGreaterThanOrEqual(8 * 54 - 54);
    expect(row.ahead).toBeGreaterThan(0);
    expect(row.days).toBeGreaterThanOrEqual(8 * 6);
    // Every past class has its register but the holiday's (and the cancelled ones, none in the past).
    const holiday = await sql<{ n: number }>`select count(*)::int as n from lecture l where institute_id = ${people.instituteId}
      and start_time < now() - interval '1 day' and register_taken_at is null
      and exists (select 1 from holiday h where h.institute_id = l.institute_id and h.deleted_at is null
        and (l.start_time at time zone ${KOLKATA})::date between h.start_date::date and h.end_date::date)`.execute(db());
    expect(holiday.rows[0]!.n).toBeGreaterThan(0);
    expect(row.taken).toBe(row.past - holiday.rows[0]!.n);
    // One Mark All event per register, then the exceptions one by one: far fewer events than marks.
    const events = await sql<{ n: number; marks: number }>`select count(*)::int as n, sum(jsonb_array_length(data->'marks'))::int as marks
      from es_event where type = 'ClassAttendanceMarked' and metadata->>'instituteId' = ${people.instituteId}`.execute(db());
    expect(events.rows[0]!.marks).toBeGreaterThan(5 * events.rows[0]!.n);
    // eslint-disable-next-line no-console
    console.log(`seedDemo with its term of classes: ${seconds.toFixed(1)} s, ${row.total} classes, ${events.rows[0]!.n} register events`);
  });

  it('has most students present, one named student below 75% and the demo student above 85%', async () => {
    const all = await rates();
    const present = all.reduce((n, r) => n + r.present, 0);
    const total = all.reduce((n, r) => n + r.total, 0);
    expect(present / total).toBeGreaterThan(0.85);
    expect(present).toBeLessThan(total);
    const atRisk = await sql<{ id: string }>`select id from student where institute_id = ${people.instituteId}
      and display_name = 'Rohan Joshi'`.execute(db());
    const risk = all.find((r) => r.student_id === atRisk.rows[0]?.id)!;
    expect(risk.present / risk.total).toBeLessThan(0.75);
    expect(all.filter((r) => r.present / r.total < 0.75).map((r) => r.student_id)).toEqual([risk.student_id]);
    const demo = all.find((r) => r.student_id === people.users.get('STUDENT'))!;
    expect(demo.present / demo.total).toBeGreaterThan(0.85);
    expect(demo.present).toBeLessThan(demo.total);
    // The demo student's two-day leave.
    const leave = await sql<{ n: number }>`select count(*)::int as n from lecture_mark where student_id = ${demo.student_id}
      and status = 'LEAVE'`.execute(db());
    expect(leave.rows[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('keeps corrections as later marks, one class cancelled with a reason and one moved', async () => {
    const student = people.users.get('STUDENT')!;
    // The demo student's absence corrected the next day: an ABSENT mark in the stream, PRESENT now, marked by the head.
    const corrected = await sql<{ n: number }>`select count(*)::int as n from lecture_mark m where m.student_id = ${student}
      and m.status = 'PRESENT' and exists (select 1 from es_event e where e.stream_id = 'class-' || m.class_id
        and e.type = 'ClassAttendanceMarked' and e.data->'marks' @> ${JSON.stringify([{ studentId: student, status: 'ABSENT' }])}::jsonb)`.execute(
      db(),
    );
    expect(corrected.rows[0]!.n).toBe(1);
    const changes = await sql<{ n: number }>`select count(*)::int as n from lecture_mark
      where institute_id = ${people.instituteId} and marked_at::date > start_time::date`.execute(db());
    expect(changes.rows[0]!.n).toBeGreaterThanOrEqual(2);
    const cancelled = await sql<{ cancel_reason: string }>`select cancel_reason from lecture
      where institute_id = ${people.instituteId} and cancelled_at is not null`.execute(db());
    expect(cancelled.rows).toHaveLength(1);
    expect(cancelled.rows[0]!.cancel_reason).toMatch(/workshop/);
    const moved = await sql<{ n: number }>`select count(*)::int as n from es_event where type = 'ClassMoved'
      and metadata->>'instituteId' = ${people.instituteId}`.execute(db());
    expect(moved.rows[0]!.n).toBe(1);
  });

  it('leaves the demo teacher a class of today that has started, its register not yet taken, to open and mark', async () => {
    const teacher = people.users.get('TEACHER')!;
    const open = await sql<{ id: string }>`select id from lecture where teacher_id = ${teacher} and cancelled_at is null
      and register_taken_at is null and start_time <= now()
      and (start_time at time zone ${KOLKATA})::date = (now() at time zone ${KOLKATA})::date`.execute(db());
    expect(open.rows.length).toBeGreaterThanOrEqual(1);
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'teacher@demo.school', password: t.rt.config.demoPassword },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const r = await t.inject({ method: 'GET', url: `/api/v1/class/${open.rows[0]!.id}`, headers });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.registerTakenAt).toBeNull();
    expect(r.json().data.cancelled).toBe(false);
  });
});
