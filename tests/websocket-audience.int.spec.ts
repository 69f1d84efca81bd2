import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationIdOf } from '@school/contracts';
import { eventually, startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';
import { idsSeen, modelsSeen, wsClient } from './support/ws.js';

/**
 * Item 10: a change signal reaches only those who may read its read model, and a student or parent hears only of
 * their own records (a parent: their child's). The admin still hears of everything.
 */
let t: TestApp;
let admin: Record<string, string>;
let client: Awaited<ReturnType<typeof wsClient>>;
let me: string; // the seeded student, linked to the seeded parent
let exam: { mine: string; other: string };
let otherStudent: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  const w = feeWorld(t, admin);
  const batch = await w.batch('Signals batch');
  me = t.schoolA.users.get('STUDENT')!;
  await w.enrol(me, batch);
  const other = (otherStudent = await w.student(batch, 'Other Student'));
  const fee = await w.fee('Exam fee', 1000);
  const year = new Date().getFullYear();
  const a = await t.with(admin).post('student-fee/create', {
    fees: fee,
    batch,
    amount: 1000,
    feeType: 'ONETIME',
    startDate: `${year}-03-01`,
    endDate: `${year}-03-31`,
  });
  const detail = (await t.with(admin).get(`student-fee/detail/${a.json().data._id}`)).json().data;
  type Row = { student: { _id: string }; charges: { _id: string }[] };
  const chargeOf = (s: string) => (detail.studentsList as Row[]).find((x) => x.student._id === s)!.charges[0]!._id;
  exam = { mine: chargeOf(me), other: chargeOf(other) };
  await t.settle();
  client = await wsClient(t);
});
afterAll(async () => {
  client?.closeAll();
  await t?.close();
});

const post = async (url: string, payload: object) => {
  const r = await t.with(admin).post(url, payload);
  expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
  return r.json().data as { _id: string };
};

describe('who hears of a change', () => {
  it("tells a student and a parent none of the staff payments, others' payments, leave, ledger or others' notifications", async () => {
    const student = await client.connect(await client.tokenOf('STUDENT'));
    const parent = await client.connect(await client.tokenOf('PARENT'));
    const adminSocket = await client.connect(await client.tokenOf('ADMIN'));
    await eventually(() => [student, parent, adminSocket].every((s) => s.messages.length >= 1));
    const teacher = t.schoolA.users.get('TEACHER')!;
    const parentId = t.schoolA.users.get('PARENT')!;

    const month = `${new Date().getFullYear() - 1}-01-01T00:00:00.000Z`;
    const staffPayment = await post(`staff/payment/create/${teacher}`, {
      paymentStatus: 'SUCCESSFUL',
      paymentMethod: 'ONLINE',
      paymentType: 'SALARY',
      paymentMonth: month,
      amount: 100,
    });
    const otherPayment = await post(`student/pay/${otherStudent}`, { paymentMode: 'CASH', studentFeesId: exam.other, amount: 100 });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const leave = await post('staff/leave/create', {
      staff: teacher,
      leaveCode: 'SICK_LEAVE',
      leaveType: 'FULL_DAY',
      leaveDate: tomorrow,
      reason: 'Fever',
    });
    const entry = await post('finance/create', { title: 'Chalk', financeType: 'DEBIT', amount: 40 });
    const start = new Date(Date.now() + 60_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const notice = await post('notice/create', {
      title: 'Exam timetable',
      description: 'Monday',
      startTime: start,
      endTime: end,
      role: 'STUDENT',
    });
    // Last: a payment of the student's own fee, which they and their parent do hear of.
    const myPayment = await post(`student/pay/${me}`, { paymentMode: 'CASH', studentFeesId: exam.mine, amount: 100 });

    const foreign = [staffPayment._id, otherPayment._id, exam.other, leave._id, entry._id];
    await eventually(() => {
      const seen = idsSeen(adminSocket);
      return [...foreign, myPayment._id, exam.mine].every((id) => seen.has(id));
    });
    const mine = { student: notificationIdOf(notice._id, me), parent: notificationIdOf(notice._id, parentId) };
    await eventually(() => idsSeen(student).has(myPayment._id) && idsSeen(parent).has(myPayment._id));
    await eventually(() => idsSeen(student).has(mine.student) && idsSeen(parent).has(mine.parent));

    for (const s of [student, parent]) {
      const seen = idsSeen(s);
      expect(foreign.filter((id) => seen.has(id))).toEqual([]);
      for (const model of ['staff_payment', 'staff_leave', 'finance_entry']) expect(modelsSeen(s).has(model)).toBe(false);
      // Their own charge changed too: they hear of it.
      expect(seen.has(exam.mine)).toBe(true);
    }
    // A notice's fan-out: each recipient is told only their own notification's id.
    expect(idsSeen(student).has(mine.parent)).toBe(false);
    expect(idsSeen(parent).has(mine.student)).toBe(false);
    for (const m of student.messages.filter((x) => x.readModel === 'notification')) expect(m.ids).toEqual([mine.student]);
    expect(idsSeen(adminSocket).has(mine.student)).toBe(false);
  });
});
