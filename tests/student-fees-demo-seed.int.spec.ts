import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('demo student fees', () => {
  it('sets tuition and exam fees for the batches, with cash, one online payment and one reversal', async () => {
    const people = await seedDemo(t.rt, t.app);
    expect(people).not.toBeNull();
    await t.settle();
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.school', password: t.rt.config.demoPassword },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const list = await t.inject({ method: 'GET', url: '/api/v1/student-fee?perPage=8&pageNo=1', headers });
    const rows = list.json().data as { feeType: string; charges: number; students: number; totalAmountCollected: number }[];
    expect(rows.filter((r) => r.feeType === 'RECURRING')).toHaveLength(3);
    // The exam fee for two batches, and the transport fee (with a late fee) for the first.
    expect(rows.filter((r) => r.feeType === 'ONETIME')).toHaveLength(3);
    expect(rows.every((r) => r.students > 0)).toBe(true);
    expect(rows.filter((r) => r.feeType === 'RECURRING').every((r) => r.charges === 12 * r.students)).toBe(true);
    const me = people!.users.get('STUDENT')!;
    const tx = (await t.inject({ method: 'GET', url: `/api/v1/student/transaction/${me}`, headers })).json().data as {
      paymentMode: string;
      status: string;
      test: boolean;
    }[];
    expect(tx.filter((p) => p.paymentMode === 'CASH')).toHaveLength(2);
    expect(tx.filter((p) => p.paymentMode === 'ONLINE')).toMatchObject([{ test: true }]); // through the sandbox: a test payment
    const studentLogin = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'student@demo.school', password: t.rt.config.demoPassword },
    });
    const ov = await t.inject({
      method: 'GET',
      url: `/api/v1/student/payment-overview/${me}`,
      headers: { authorization: `Bearer ${studentLogin.json().data.accessToken}` },
    });
    expect(ov.statusCode, ov.body).toBe(200);
    expect(ov.json().data.amountPaid).toBeGreaterThan(0);
    // Issue 11: the demo student has last month's tuition overdue, and their figures add up.
    const o = ov.json().data;
    expect(o.overdue).toBeGreaterThan(0);
    expect(o.totalYearlyFee).toBeCloseTo(o.amountPaid + o.dueNow - o.earlierYears + o.upcoming, 2);
    const pending = await t.inject({
      method: 'GET',
      url: `/api/v1/student/student-fee/${me}`,
      headers: { authorization: `Bearer ${studentLogin.json().data.accessToken}` },
    });
    const charges = pending.json().data as { amount: number; standing: string }[];
    expect(charges.some((r) => r.standing === 'OVERDUE')).toBe(true);
    const dueNow = charges.filter((r) => r.standing === 'DUE' || r.standing === 'OVERDUE').reduce((n, r) => n + r.amount, 0);
    expect(dueNow).toBeCloseTo(o.dueNow, 2);
    const { sql } = await import('kysely');
    const reversed = (
      await sql<{ n: number }>`select count(*)::int as n from student_payment where status = 'REVERSED' and reversal_reason <> ''`.execute(
        t.database.db,
      )
    ).rows[0]!;
    expect(reversed.n).toBe(1);
    // Issue 11: the demo student is overdue on the transport fee, so the job raised its late fee (12 days × ₹25, capped
    // at ₹500); the classmate who paid it got none; and the demo student's next tuition month carries a scholarship.
    const pendingNow = (await t.inject({ method: 'GET', url: `/api/v1/student/student-fee/${me}`, headers })).json().data as {
      fees: { title: string };
      kind: string;
      amount: number;
      concession: number;
    }[];
    const late = pendingNow.filter((p) => p.kind === 'LATE_FEE');
    expect(late.map((p) => p.fees.title)).toEqual(['Late fee: Transport fee']);
    expect(late[0]!.amount).toBeGreaterThanOrEqual(275);
    expect(late[0]!.amount).toBeLessThanOrEqual(325);
    expect(pendingNow.filter((p) => p.concession > 0).map((p) => [p.fees.title, p.concession])).toEqual([['Tuition fee', 937.5]]);
    const lateFees = await sql<{ n: number }>`select count(*)::int as n from student_charge where kind = 'LATE_FEE'`.execute(t.database.db);
    const transportStudents = await sql<{ n: number }>`select count(*)::int as n from student_charge
      where kind = 'CHARGE' and fee_title = 'Transport fee' and status <> 'PAID'`.execute(t.database.db);
    expect(lateFees.rows[0]!.n).toBe(transportStudents.rows[0]!.n);
  }, 180_000);
});
