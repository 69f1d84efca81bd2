import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CLASS_JOIN_ERRORS } from '@school/contracts';
import { seedDemo, type SeededPeople } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

/** The demo's live classes (issue 16): one on now for the demo teacher to go live in, one that ran and ended. */
let t: TestApp;
let people: SeededPeople;
const headers: Record<string, Record<string, string>> = {};
type Row = { id: string; start_time: Date; end_time: Date };
let online: Row[] = [];
beforeAll(async () => {
  t = await startTestApp({ seed: false });
  people = (await seedDemo(t.rt, t.app))!;
  await t.settle();
  for (const who of ['teacher', 'student']) {
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: `${who}@demo.school`, password: t.rt.config.demoPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
    headers[who] = { authorization: `Bearer ${login.json().data.accessToken}` };
  }
  online = (
    await sql<Row>`select id, start_time, end_time from lecture where institute_id = ${people.instituteId} and type = 'ONLINE'
      and teacher_id = ${people.users.get('TEACHER')!} and cancelled_at is null order by start_time`.execute(t.rt.database.db)
  ).rows;
}, 300_000);
afterAll(async () => t?.close());

const join = (who: string, classId: string) => t.inject({ method: 'POST', url: `/api/v1/lms/join/${classId}`, headers: headers[who] });
const events = async (classId: string) => t.rt.store.readStream(`class-${classId}`);

describe('the demo live classes', () => {
  it('has an online class of the demo teacher on now, not yet live, that the teacher and the demo student may join', async () => {
    const now = Date.now();
    const on = online.filter((c) => new Date(c.start_time).getTime() <= now && now < new Date(c.end_time).getTime());
    expect(on.length).toBe(1);
    const teacher = await join('teacher', on[0]!.id);
    expect(teacher.statusCode, teacher.body).toBe(200);
    expect(teacher.json().data).toMatchObject({ as: 'TEACHER', liveSince: null, endedAt: null });
    expect(teacher.json().data.title).toMatch(/^.+ class for .+$/);
    const student = await join('student', on[0]!.id);
    expect(student.json().data.as).toBe('STUDENT');
  });

  it('has a class that ran and ended: entries and exits, a chat, the never-joined marked absent', async () => {
    const endedIds: string[] = [];
    for (const c of online) if ((await events(c.id)).some((e) => e.type === 'LiveClassEnded')) endedIds.push(c.id);
    expect(endedIds.length).toBe(1);
    const id = endedIds[0]!;
    const log = await events(id);
    const types = log.map((e) => e.type);
    expect(types.filter((x) => x === 'LiveClassStarted').length).toBe(1);
    const notified = log.find((e) => e.type === 'LiveClassNotified')!.data as { recipients: string[]; title: string };
    expect(notified.recipients).toContain(people.users.get('STUDENT'));
    expect(notified.title).toMatch(/ class for /);
    const entered = new Set(log.filter((e) => e.type === 'StudentEnteredClass').map((e) => (e.data as { studentId: string }).studentId));
    expect(entered.has(people.users.get('STUDENT')!)).toBe(true);
    const reasons = log.filter((e) => e.type === 'StudentLeftClass').map((e) => (e.data as { reason: string }).reason);
    expect(new Set(reasons)).toEqual(new Set(['LOST', 'LEFT', 'ENDED']));
    const absent = (log.find((e) => e.type === 'LiveClassEnded')!.data as { absent: string[] }).absent;
    expect(absent.length).toBeGreaterThan(0);
    for (const s of absent) expect(entered.has(s)).toBe(false);
    // The register: present for those who came, absent for the rest.
    const marks = (
      await sql<{ student_id: string; status: string }>`select student_id, status from lecture_mark where class_id = ${id}`.execute(
        t.rt.database.db,
      )
    ).rows;
    expect(
      marks
        .filter((m) => m.status === 'ABSENT')
        .map((m) => m.student_id)
        .sort(),
    ).toEqual([...absent].sort());
    expect(marks.filter((m) => m.status === 'PRESENT').length).toBe(entered.size);
    const chat = await t.rt.store.readStream(`classChat-${id}`);
    expect(chat.filter((e) => e.type === 'ClassChatMessagePosted').length).toBeGreaterThanOrEqual(5);
    // It cannot be joined again.
    const again = await join('student', id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CLASS_JOIN_ERRORS.ended);
  });
});
