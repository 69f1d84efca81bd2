import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeStanding, type DefaulterRow, type PendingChargeRow } from '@school/contracts';
import { feeReminderStream, sendAutomaticReminders } from '../server/src/modules/student-fees/index.js';
import { instituteDay, addDays } from '../server/src/platform/days.js';
import { eventCount, grant, revoke, startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

let t: TestApp;
let admin: Record<string, string>;
let w: ReturnType<typeof feeWorld>;
const today = instituteDay(new Date());
const day = (n: number) => addDays(today, n)!;
let batchA: string;
let batchB: string;
let me: string; // the seeded student (their parent is the seeded parent): 1300 overdue, 40 days
let s2: string; // batch A: 300 overdue, 5 days (the 1000 paid)
let s3: string; // batch B: paid, upcoming and due today: no defaulter
let s4: string; // batch B: 250 overdue, 10 days (part-paid)
let last: string | undefined;

const oneTime = async (batch: string, title: string, amount: number, due: string) => {
  const fee = await w.fee(title, amount);
  await w.call('student-fee/create', { fees: fee, batch, amount, feeType: 'ONETIME', startDate: addDays(due, -20), endDate: due });
};
const pending = async (studentId: string): Promise<PendingChargeRow[]> => {
  await t.settle();
  return (await t.as('ADMIN').get(`student/student-fee/${studentId}`)).json().data;
};
const payOn = async (studentId: string, title: string, amount: number) => {
  const charge = (await pending(studentId)).find((c) => c.fees.title.startsWith(title))!;
  const r = await t.as('ADMIN').post(`student/pay/${studentId}`, { paymentMode: 'CASH', studentFeesId: charge._id, amount });
  expect(r.statusCode, r.body).toBe(200);
  last = r.headers['x-position'] as string;
};
const list = async (query = '', as = t.as('ADMIN')) => as.get(`student-fee/defaulters${query}`, { at: last });
const rowsOf = (r: { json(): { data: DefaulterRow[] } }) => r.json().data;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  w = feeWorld(t, admin);
  batchA = await w.batch('Defaulters A');
  batchB = await w.batch('Defaulters B');
  me = t.schoolA.users.get('STUDENT')!;
  await w.enrol(me, batchA);
  s2 = await w.student(batchA, 'Bela Defaulter');
  s3 = await w.student(batchB, 'Chitra Paid');
  s4 = await w.student(batchB, 'Dev Partly');
  await t.settle();
  await oneTime(batchA, 'Term fee', 1000, day(-40));
  await oneTime(batchA, 'Lab fee', 300, day(-5));
  await oneTime(batchB, 'Bus fee', 400, day(-10));
  await oneTime(batchB, 'Trip fee', 200, today);
  await oneTime(batchB, 'Next term', 700, day(30));
  await payOn(s2, 'Term fee', 1000);
  await payOn(s3, 'Bus fee', 400);
  await payOn(s4, 'Bus fee', 150);
  await t.settle();
}, 120_000);
afterAll(async () => t?.close());

describe('GET student-fee/defaulters', () => {
  it('lists the students with overdue money, one row each, with the figures of the one overdue definition', async () => {
    const r = await list();
    expect(r.statusCode, r.body).toBe(200);
    const rows = rowsOf(r);
    expect(rows.map((x) => x.student._id)).toEqual([me, s4, s2]);
    expect(r.json()).toMatchObject({ message: 'Defaulters', totalCount: 3, pageNo: 1, isLastChunk: true, today, totalOverdue: 1850 });
    expect(rows[0]).toMatchObject({
      overdueAmount: 1300,
      overdueCharges: 2,
      oldestDueDate: day(-40),
      daysOverdue: 40,
      lastReminder: null,
      reminders: 0,
      remindedToday: false,
      batch: { _id: batchA, title: 'Defaulters A' },
    });
    expect(rows[1]).toMatchObject({ overdueAmount: 250, overdueCharges: 1, daysOverdue: 10, student: { displayName: 'Dev Partly' } });
    expect(rows[1]!.student.registrationNumber).toMatch(/^REG-/);
    expect(rows[2]).toMatchObject({ overdueAmount: 300, overdueCharges: 1, daysOverdue: 5, oldestDueDate: day(-5) });
    // Every figure agrees with the student's own pending list read through `chargeStanding`.
    for (const row of rows) {
      const overdue = (await pending(row.student._id)).filter((c) => chargeStanding(c, today).standing === 'OVERDUE');
      expect(row.overdueAmount).toBe(overdue.reduce((s, c) => s + c.amount, 0));
      expect(row.overdueCharges).toBe(overdue.length);
      expect(row.daysOverdue).toBe(Math.max(...overdue.map((c) => chargeStanding(c, today).daysOverdue)));
    }
    // s3 owes only what is due today and upcoming: not a defaulter.
    expect((await pending(s3)).map((c) => chargeStanding(c, today).standing).sort()).toEqual(['DUE', 'UPCOMING']);
  });

  it('filters by batch, least days overdue and search; pages', async () => {
    expect(rowsOf(await list(`?batch=${batchB}`)).map((x) => x.student._id)).toEqual([s4]);
    expect(rowsOf(await list('?minDays=6')).map((x) => x.student._id)).toEqual([me, s4]);
    expect(rowsOf(await list('?minDays=41'))).toEqual([]);
    expect(rowsOf(await list('?searchTitle=bela')).map((x) => x.student._id)).toEqual([s2]);
    const page = await list('?perPage=1&pageNo=2');
    expect(page.json()).toMatchObject({ totalCount: 3, perPage: 1, pageNo: 2, isLastChunk: false, totalOverdue: 1850 });
    expect(rowsOf(page).map((x) => x.student._id)).toEqual([s4]);
    const beyond = await list('?perPage=2&pageNo=5');
    expect(beyond.json()).toMatchObject({ data: [], totalCount: 3, isLastChunk: true });
    expect((await list('?minDays=-1')).statusCode).toBe(400);
    expect((await list('?minDays=abc')).statusCode).toBe(400);
  });

  it('refuses parents, students, teachers and a manager without the payment module; another institute sees none', async () => {
    for (const role of ['PARENT', 'STUDENT', 'TEACHER'] as const) {
      expect((await list('', t.as(role))).statusCode).toBe(403);
      expect((await t.as(role).get('student-fee/defaulters/export')).statusCode).toBe(403);
      expect((await t.as(role).post('student-fee/reminders', { studentIds: [me] })).statusCode).toBe(403);
    }
    expect((await list('', t.as('MANAGER'))).statusCode).toBe(403);
    await grant(t, 'MANAGER', ['payment']);
    await grant(t, 'STAFF', ['payment']);
    try {
      expect(rowsOf(await list('', t.as('MANAGER')))).toHaveLength(3);
      expect(rowsOf(await list('', t.as('STAFF')))).toHaveLength(3);
      // STAFF reads the list but sends no reminders.
      expect((await t.as('STAFF').post('student-fee/reminders', { studentIds: [s4] })).statusCode).toBe(403);
    } finally {
      await revoke(t, 'MANAGER', ['payment']);
      await revoke(t, 'STAFF', ['payment']);
    }
    const b = await t.as('ADMIN', 'b').get('student-fee/defaulters');
    expect(b.json()).toMatchObject({ data: [], totalCount: 0 });
    expect((await t.as('ADMIN', 'b').post('student-fee/reminders', { studentIds: [me] })).statusCode).toBe(404);
    expect(await eventCount(t.rt, feeReminderStream(me))).toBe(0);
  });

  it('exports every row of the filters, with the columns shown', async () => {
    const r = await t.as('ADMIN').get('student-fee/defaulters/export?downloadType=csv', { at: last });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/attachment; filename="fee-defaulters-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Registration Number,Course,Branch,Session,Overdue Amount (INR),Overdue Fees,Oldest Due Date,Days Overdue,Last Reminder,Reminders Sent',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^Dev Partly,REG-\d+,Course \d+,Branch \d+,.*,250,1,\d{4}-\d{2}-\d{2},10,,0$/);
    const batchOnly = await t.as('ADMIN').get(`student-fee/defaulters/export?downloadType=csv&batch=${batchA}`);
    expect(batchOnly.body.trim().split('\r\n')).toHaveLength(3);
    const xlsx = await t.as('ADMIN').get('student-fee/defaulters/export');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const pdf = await t.as('ADMIN').get('student-fee/defaulters/export?downloadType=pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await t.as('ADMIN').get('student-fee/defaulters/export?downloadType=doc')).json()).toEqual({
      error: 'Download type must be pdf, csv or excel.',
    });
  });
});

describe('POST student-fee/reminders', () => {
  it('reminds the student and their parent in-app and by e-mail, records it, and refuses a second one today', async () => {
    const before = (await t.rt.mailer.latest(200)).length;
    const r = await t.as('ADMIN').post('student-fee/reminders', { studentIds: [me] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Reminder sent');
    const sent = r.json().data.sent;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      studentId: me,
      day: today,
      automatic: false,
      channels: ['NOTIFICATION', 'EMAIL'],
      recipients: 2,
      emails: 2,
      total: 1300,
      sentBy: { _id: t.schoolA.users.get('ADMIN') },
    });
    // Oldest due first.
    expect(sent[0].charges.map((c: { due: number }) => c.due)).toEqual([1000, 300]);
    const at = { at: r.headers['x-position'] as string };
    for (const role of ['STUDENT', 'PARENT'] as const) {
      const inbox = (await t.as(role).get('notification', at)).json().data;
      const n = inbox.find((x: { kind: string }) => x.kind === 'FEE_REMINDER');
      expect(n, role).toMatchObject({ refId: me, readStatus: false });
      expect(n.title).toMatch(/^Fee reminder: ₹1,300 overdue for /);
      expect(n.description).toContain(`due ${day(-40)} (40 days overdue)`);
    }
    const mails = (await t.rt.mailer.latest(200)).slice(0, (await t.rt.mailer.latest(200)).length - before);
    expect(mails.map((m) => m.to).sort()).toEqual(['parent@a.test', 'student@a.test']);
    expect(mails[0]!.subject).toMatch(/^Fee reminder: ₹1,300 overdue for /);
    expect(mails[0]!.body).toContain('Total overdue: ₹1,300.');

    const again = await t.as('ADMIN').post('student-fee/reminders', { studentIds: [me] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^A reminder was already sent to .+ today\. The next one can go tomorrow\.$/);
    expect(await eventCount(t.rt, feeReminderStream(me))).toBe(1);
    expect(await t.rt.mailer.latest(200)).toHaveLength(before + 2);

    const row = rowsOf(await list('', t.as('ADMIN'))).find((x) => x.student._id === me)!;
    expect(row).toMatchObject({ reminders: 1, remindedToday: true, lastReminder: { day: today, automatic: false } });
  });

  it('refuses a selection holding a student with no overdue money, sending none of it', async () => {
    const r = await t.as('ADMIN').post('student-fee/reminders', { studentIds: [s2, s3] });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ error: 'Chitra Paid has no overdue fees to remind of.' });
    expect(await eventCount(t.rt, feeReminderStream(s2))).toBe(0);
    expect((await t.as('ADMIN').post('student-fee/reminders', { studentIds: [] })).statusCode).toBe(400);
    expect((await t.as('ADMIN').post('student-fee/reminders', { studentIds: [s2, s2] })).statusCode).toBe(400);
    expect((await t.as('ADMIN').post('student-fee/reminders', { studentIds: ['nobody'] })).statusCode).toBe(404);
  });

  it('shows a student their reminder history, and a parent only their own child’s', async () => {
    await t.settle();
    const mine = await t.as('PARENT').get(`student-fee/reminders/${me}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toHaveLength(1);
    expect(mine.json().data[0]).toMatchObject({ studentId: me, total: 1300, automatic: false });
    expect((await t.as('STUDENT').get(`student-fee/reminders/${me}`)).statusCode).toBe(200);
    expect((await t.as('PARENT').get(`student-fee/reminders/${s2}`)).statusCode).toBe(403);
    expect((await t.as('TEACHER').get(`student-fee/reminders/${me}`)).statusCode).toBe(403);
    expect((await t.as('ADMIN', 'b').get(`student-fee/reminders/${me}`)).statusCode).toBe(404);
  });
});

describe('automatic reminders', () => {
  it('the setting: 0 (off) by default, 1–90, ADMIN only', async () => {
    expect((await t.as('ADMIN').get('student-fee/reminder-settings')).json().data).toEqual({ daysAfterDue: 0, updatedAt: null });
    expect((await t.as('ADMIN').put('student-fee/reminder-settings', { daysAfterDue: 91 })).json()).toEqual({
      error: 'Days after the due date must be 0 (off) or a whole number from 1 to 90.',
    });
    expect((await t.as('ADMIN').put('student-fee/reminder-settings', { daysAfterDue: '7' })).statusCode).toBe(400);
    expect((await t.as('MANAGER').put('student-fee/reminder-settings', { daysAfterDue: 7 })).statusCode).toBe(403);
    expect((await t.as('PARENT').get('student-fee/reminder-settings')).statusCode).toBe(403);
    // Off: the job sends nothing.
    expect(await sendAutomaticReminders(t.rt, new Date())).toEqual({ sent: 0 });
    const r = await t.as('ADMIN').put('student-fee/reminder-settings', { daysAfterDue: 7 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Reminders go 7 days after the due date', data: { daysAfterDue: 7 } });
    expect(r.json().data.updatedAt).toEqual(expect.any(String));
    const got = await t.as('ADMIN').get('student-fee/reminder-settings', { at: r.headers['x-position'] as string });
    expect(got.json().data.daysAfterDue).toBe(7);
    expect((await t.as('ADMIN', 'b').get('student-fee/reminder-settings')).json().data.daysAfterDue).toBe(0);
  });

  it('sends once for charges at least N days overdue, recorded as automatic; running again sends nothing', async () => {
    const mails = (await t.rt.mailer.latest(500)).length;
    // Today: s4 (10 days) gets one; s2 (5 days) not yet; the seeded student was reminded by hand today already.
    expect(await sendAutomaticReminders(t.rt, new Date())).toEqual({ sent: 1 });
    expect(await sendAutomaticReminders(t.rt, new Date())).toEqual({ sent: 0 });
    expect(await eventCount(t.rt, feeReminderStream(s4))).toBe(1);
    expect(await eventCount(t.rt, feeReminderStream(s2))).toBe(0);
    await t.settle();
    const history = (await t.as('ADMIN').get(`student-fee/reminders/${s4}`)).json().data;
    expect(history).toMatchObject([{ automatic: true, sentBy: null, total: 250, day: today }]);
    // s4 has no sign-in e-mail of a parent: the student's own address only.
    expect(await t.rt.mailer.latest(500)).toHaveLength(mails + 1);
    // Tomorrow: the seeded student's 41-day charge (the 6-day one waits), nobody else; again nothing.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await sendAutomaticReminders(t.rt, tomorrow)).toEqual({ sent: 1 });
    expect(await sendAutomaticReminders(t.rt, tomorrow)).toEqual({ sent: 0 });
    await t.settle();
    const mine = (await t.as('ADMIN').get(`student-fee/reminders/${me}`)).json().data;
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ automatic: true, total: 1000, charges: [{ daysOverdue: 41 }] });
    // The parent was told again.
    const inbox = (await t.as('PARENT').get('notification')).json().data.filter((x: { kind: string }) => x.kind === 'FEE_REMINDER');
    expect(inbox).toHaveLength(2);
  });
});
