import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

/** GET dashboard/payment/overview: collections, dues and salaries per month, from the ledger and the fee charges. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

type Month = {
  month: string;
  collected: number;
  reversed: number;
  salaries: number;
  due: number;
  outstanding: number;
  otherIncome: number;
  otherExpense: number;
};
type Overview = {
  from: string;
  to: string;
  months: Month[];
  totals: {
    collected: number;
    reversed: number;
    netCollected: number;
    salaries: number;
    outstanding: number;
    overdue: number;
    otherIncome: number;
  };
  byMode: { mode: string; amount: number; count: number }[];
};

const thisMonth = () => new Date().toISOString().slice(0, 7);
const overview = async (query = '', headers = admin) => {
  await t.settle();
  return t.with(headers).get(`dashboard/payment/overview${query}`);
};
const data = async (query = '', headers = admin) => {
  const r = await overview(query, headers);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: Overview }).data;
};
const post = async (url: string, payload: object, headers = admin) => {
  await t.settle();
  const r = await t.with(headers).post(url, payload);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

describe('GET dashboard/payment/overview', () => {
  it('answers twelve empty months by default, ending this month', async () => {
    const d = await data();
    expect(d.months).toHaveLength(12);
    expect(d.to).toBe(thisMonth());
    expect(d.months.at(-1)!.month).toBe(thisMonth());
  });

  it('follows fees charged, collected and reversed, and salaries paid', async () => {
    const world = feeWorld(t, admin);
    const batch = await world.batch();
    const fee = await world.fee('Exam fee', 1000);
    await world.student(batch);
    await world.student(batch);
    const today = new Date().toISOString().slice(0, 10);
    await post('student-fee/create', { fees: fee, batch, amount: 1000, feeType: 'ONETIME', startDate: today, endDate: today });
    const before = await data();
    const month = before.months.at(-1)!;
    expect(month).toMatchObject({ due: 2000, outstanding: 2000, collected: 0 });

    const students = (await t.with(admin).get(`batch/${batch}/students?perPage=10&pageNo=1`)).json().data as { _id: string }[];
    const pending = (await t.with(admin).get(`student/student-fee/${students[0]!._id}`)).json().data as { _id: string }[];
    const payment = await post(`student/pay/${students[0]!._id}`, { paymentMode: 'CASH', studentFeesId: pending[0]!._id, amount: 400 });
    const paid = await data();
    expect(paid.months.at(-1)).toMatchObject({ due: 2000, outstanding: 1600, collected: 400, reversed: 0 });
    expect(paid.totals).toMatchObject({ collected: 400, netCollected: 400 });
    expect(paid.byMode).toEqual([{ mode: 'CASH', amount: 400, count: 1 }]);

    await post(`student/payment/reverse/${payment._id}`, { reason: 'Entered against the wrong student' });
    const reversed = await data();
    expect(reversed.months.at(-1)).toMatchObject({ outstanding: 2000, collected: 400, reversed: 400 });
    expect(reversed.totals.netCollected).toBe(0);
    expect(reversed.byMode).toEqual([]);

    await post(`staff/payment/create/${t.schoolA.users.get('TEACHER')}`, {
      paymentStatus: 'SUCCESSFUL',
      paymentMethod: 'ONLINE',
      paymentType: 'SALARY',
      paymentMonth: new Date().toISOString(),
      amount: 35000,
    });
    expect((await data()).months.at(-1)!.salaries).toBe(35000);

    // Another institute sees none of it.
    const other = await data('', await t.as('ADMIN', 'b'));
    expect(other.totals).toMatchObject({ collected: 0, salaries: 0, outstanding: 0 });
  });

  it('refuses a teacher, a student, a manager without the payment module, and a backwards range', async () => {
    for (const role of ['TEACHER', 'STUDENT', 'PARENT', 'MANAGER'] as const) {
      expect((await overview('', await t.as(role))).statusCode).toBe(403);
    }
    const back = await overview('?from=2026-05&to=2026-01');
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ error: 'The first month cannot be after the last.' });
    expect((await overview('?from=2026-13')).statusCode).toBe(400);
    expect((await data('?from=2025-01&to=2025-03')).months.map((m) => m.month)).toEqual(['2025-01', '2025-02', '2025-03']);
  });
});
