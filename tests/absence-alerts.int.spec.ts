import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceAlertRow, ClassEvent, ClassAttendanceStatus } from '@school/contracts';
import { runAbsenceAlerts } from '../server/src/modules/absence-alerts/index.js';
import type { Decider } from '../server/src/platform/commands.js';
import { settableClock } from '../server/src/platform/clock.js';
import { grant, startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

// A school day in Kolkata: 09:00–09:45, 10:00–10:45 and the last class 15:00–15:45 (UTC +05:30).
const DAY = '2026-03-02';
const at = (hhmm: string, day = DAY) => new Date(`${day}T${hhmm}:00+05:30`);
const clock = settableClock(at('11:00'));

let t: TestApp;
let batch: string;
let subject: string;
let me: string; // the seeded student, whose parent is the seeded parent
let parent: string;
let s2: string; // a student with no parent linked
let n = 0;

/** Writes class events as the register would (the classes module's own commands are exercised by its tests). */
const record: Decider<null, ClassEvent[], ClassEvent> = { initialState: () => null, evolve: (s) => s, decide: (events) => events };
const write = async (classId: string, events: ClassEvent[], actor = t.schoolA.users.get('TEACHER')!) =>
  t.rt.commands.handle(record, `class-${classId}`, events, {
    actor: { userId: actor, role: 'TEACHER' },
    instituteId: t.schoolA.instituteId,
    correlationId: 'test',
    now: clock.now(),
  });
const times = (from: string, to: string, day = DAY) => ({ startTime: at(from, day).toISOString(), endTime: at(to, day).toISOString() });
async function schedule(from: string, to: string, day = DAY) {
  const classId = `c${++n}`;
  const facts = { classId, batchId: batch, subjectId: subject, teacherId: t.schoolA.users.get('TEACHER')!, ...times(from, to, day) };
  await write(classId, [
    { type: 'ClassScheduled', data: { ...facts, classRoom: '', type: 'OFFLINE', credit: 1, origin: 'ONE_OFF', slotId: null } },
  ]);
  return {
    id: classId,
    mark: (marks: [string, ClassAttendanceStatus][]) =>
      write(classId, [
        {
          type: 'ClassAttendanceMarked',
          data: { ...facts, credit: 1, marks: marks.map(([studentId, status]) => ({ studentId, status })) },
        },
      ]),
  };
}
const run = async () => {
  await t.settle();
  return runAbsenceAlerts(t.rt, clock.now());
};
const inbox = async () => {
  await t.settle();
  return (await t.as('PARENT').get('notification')).json().data as { _id: string; title: string; description: string; kind?: string }[];
};
const absenceNotes = async () => (await inbox()).filter((x) => x.title.includes(' was absent from '));
const mails = async (email: string) => (await t.rt.mailer.latest(50, email)).filter((m) => m.subject.startsWith('Absence on'));
const log = async (date = DAY, as = t.as('ADMIN')) => {
  await t.settle();
  return as.get(`attendance/alerts?date=${date}`);
};

beforeAll(async () => {
  t = await startTestApp({ clock });
  const admin = await t.as('ADMIN');
  const w = feeWorld(t, admin);
  batch = await w.batch('Alerts A');
  subject = await w.call('subject/create', { title: 'Mathematics', subjectCode: `M${Date.now().toString(36)}` });
  me = t.schoolA.users.get('STUDENT')!;
  parent = t.schoolA.users.get('PARENT')!;
  await w.enrol(me, batch);
  s2 = await w.student(batch, 'Bela Nobody');
  await t.settle();
}, 120_000);
afterAll(async () => t?.close());

describe('absence alerts', () => {
  let parentEmail: string;
  it('the first absence of the day notifies the parent at once, one notification however often the job runs', async () => {
    parentEmail = (
      (await t.rt.database.db
        .selectFrom('app_user' as never)
        .select('email' as never)
        .where('id' as never, '=', parent as never)
        .executeTakeFirst()) as { email: string }
    ).email;
    const c1 = await schedule('09:00', '09:45');
    await schedule('15:00', '15:45'); // the day's last class: the e-mail waits for it
    await c1.mark([
      [me, 'ABSENT'],
      [s2, 'PRESENT'],
    ]);
    expect(await run()).toEqual({ raised: 1, withdrawn: 0, emailed: 0 });
    expect(await run()).toEqual({ raised: 0, withdrawn: 0, emailed: 0 });
    const notes = await absenceNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ description: 'Mathematics 09:00–09:45' });
    expect(notes[0]!.title).toMatch(/was absent from 1 class on Mar 2, 2026$/);
    expect(await mails(parentEmail)).toEqual([]);
  });

  it('a second absence the same day updates that notification instead of adding one; the e-mail goes once after the last class', async () => {
    const c2 = await schedule('10:00', '10:45');
    await c2.mark([[me, 'ABSENT']]);
    expect(await run()).toMatchObject({ raised: 1, emailed: 0 });
    const notes = await absenceNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toMatch(/absent from 2 classes/);
    expect(notes[0]!.description).toBe('Mathematics 09:00–09:45; Mathematics 10:00–10:45');
    expect(await mails(parentEmail)).toEqual([]);

    clock.set(at('15:50'));
    expect(await run()).toEqual({ raised: 0, withdrawn: 0, emailed: 1 });
    expect(await run()).toEqual({ raised: 0, withdrawn: 0, emailed: 0 });
    const sent = await mails(parentEmail);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('Mathematics 09:00–09:45\nMathematics 10:00–10:45');

    const r = await log();
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json().data as AbsenceAlertRow[];
    expect(r.json()).toMatchObject({ totalCount: 1, pageNo: 1, isLastChunk: true });
    expect(rows[0]).toMatchObject({
      student: { _id: me },
      status: 'EMAILED',
      emails: [parentEmail.toLowerCase()],
      parents: [{ _id: parent }],
    });
    expect(rows[0]!.classes.map((c) => c.time)).toEqual(['09:00–09:45', '10:00–10:45']);
  });

  it('a later PRESENT withdraws the absence: the notification is taken back and no e-mail goes', async () => {
    const day = '2026-03-03';
    clock.set(at('09:50', day));
    const c = await schedule('09:00', '09:45', day);
    await schedule('14:00', '14:45', day);
    await c.mark([[me, 'ABSENT']]);
    expect(await run()).toMatchObject({ raised: 1, emailed: 0 });
    expect((await absenceNotes()).filter((x) => x.title.endsWith('Mar 3, 2026'))).toHaveLength(1);
    await c.mark([[me, 'PRESENT']]);
    expect(await run()).toMatchObject({ raised: 0, withdrawn: 1 });
    expect((await absenceNotes()).filter((x) => x.title.endsWith('Mar 3, 2026'))).toEqual([]);
    clock.set(at('20:00', day));
    expect(await run()).toMatchObject({ emailed: 0 });
    expect(((await log(day)).json().data as AbsenceAlertRow[])[0]).toMatchObject({ status: 'WITHDRAWN', classes: [], emailedAt: null });
  });

  it('an institute that turned alerts off alerts nobody', async () => {
    const off = await t.as('ADMIN').put('attendance/alert-settings', { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Absence alerts are off', data: { enabled: false } });
    const day = '2026-03-04';
    clock.set(at('12:00', day));
    const c = await schedule('09:00', '09:45', day);
    await c.mark([[me, 'ABSENT']]);
    expect(await run()).toEqual({ raised: 0, withdrawn: 0, emailed: 0 });
    expect((await log(day)).json()).toMatchObject({ totalCount: 0, data: [] });
    expect((await t.as('ADMIN').get('attendance/alert-settings', { at: off.headers['x-position'] as string })).json().data).toMatchObject({
      enabled: false,
    });
    const on = await t.as('ADMIN').put('attendance/alert-settings', { enabled: true });
    expect(on.json().data.enabled).toBe(true);
  });

  it('days before yesterday are never alerted (a term of past marks entered at once)', async () => {
    clock.set(at('12:00', '2026-03-10'));
    const c = await schedule('09:00', '09:45', '2026-03-05');
    await c.mark([[me, 'ABSENT']]);
    expect(await run()).toEqual({ raised: 0, withdrawn: 0, emailed: 0 });
  });
});

describe('who reads the log and sets the switch', () => {
  it('the office reads the log; MANAGER and STAFF with the attendance module; nobody else', async () => {
    expect((await log(DAY, t.as('SUPER_ADMIN'))).statusCode).toBe(200);
    for (const role of ['TEACHER', 'STUDENT', 'PARENT', 'STAFF', 'MANAGER'] as const) {
      const r = await log(DAY, t.as(role));
      expect(r.statusCode, `${role}: ${r.body}`).toBe(403);
    }
    await grant(t, 'STAFF', ['attendance']);
    expect((await log(DAY, t.as('STAFF'))).statusCode).toBe(200);
    expect((await t.as('STAFF').get('attendance/alert-settings')).statusCode).toBe(200);
    expect((await t.as('STAFF').put('attendance/alert-settings', { enabled: false })).statusCode).toBe(403);
  });

  it("another institute's admin sees none of these alerts", async () => {
    const r = await log(DAY, t.as('ADMIN', 'b'));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ totalCount: 0, data: [] });
  });

  it('refuses a bad date and a switch that is not a boolean, writing nothing', async () => {
    expect((await t.as('ADMIN').get('attendance/alerts?date=not-a-day')).statusCode).toBe(400);
    const r = await t.as('ADMIN').put('attendance/alert-settings', { enabled: 'maybe' });
    expect(r.statusCode).toBe(400);
    const none = await t.as('ADMIN').put('attendance/alert-settings', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Enabled is required.');
  });
});
