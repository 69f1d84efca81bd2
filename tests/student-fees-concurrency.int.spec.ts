import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { studentChargeStream } from '../server/src/modules/student-fees/index.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

let t: TestApp;
let admin: Record<string, string>;
let student: string;
let charge: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  const w = feeWorld(t, admin);
  const batch = await w.batch('Race batch');
  student = await w.student(batch, 'Racing Student');
  const fee = await w.fee('Race fee', 1000);
  const a = await t.inject({
    method: 'POST',
    url: '/api/v1/student-fee/create',
    headers: admin,
    payload: { fees: fee, batch, amount: 1000, feeType: 'ONETIME', startDate: '2026-09-01', endDate: '2026-09-30' },
  });
  const d = await t.inject({ method: 'GET', url: `/api/v1/student-fee/detail/${a.json().data._id}`, headers: admin });
  charge = d.json().data.studentsList[0].charges[0]._id;
});
afterAll(async () => t?.close());

describe('50 payments racing on one charge', () => {
  it('collects exactly the fee: 10 × ₹100 succeed, the other 40 get the 409 of the due', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.inject({
          method: 'POST',
          url: `/api/v1/student/pay/${student}`,
          headers: admin,
          payload: { paymentMode: 'CASH', studentFeesId: charge, amount: 100 },
        }),
      ),
    );
    const ok = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(['This fee is already paid.', 'Amount is more than the fee due (₹0).']).toContain(r.json().error);
    }
    expect(new Set(ok.map((r) => r.json().data._id)).size).toBe(10);
    const events = await t.rt.store.readStream(studentChargeStream(charge));
    const paid = events.filter((e) => e.type === 'StudentFeePaid').map((e) => (e.data as { amount: number }).amount);
    expect(paid.reduce((s, a) => s + a, 0)).toBe(1000);
    await t.settle();
    const row = (
      await sql<{ paid: string; status: string }>`select paid, status from student_charge where id = ${charge}`.execute(t.database.db)
    ).rows[0]!;
    expect(Number(row.paid)).toBe(1000);
    expect(row.status).toBe('PAID');
    const collected = (
      await sql<{ s: string }>`select sum(amount) as s from student_payment where charge_id = ${charge} and status = 'SUCCESSFUL'`.execute(
        t.database.db,
      )
    ).rows[0]!;
    expect(Number(collected.s)).toBe(1000);
  }, 60_000);
});
