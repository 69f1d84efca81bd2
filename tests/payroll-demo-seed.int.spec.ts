import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('demo staff pay', () => {
  it('pays three months of salary to every teacher and staff member, plus two bonuses and one other payment', async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.school', password: t.rt.config.demoPassword },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const users = await t.inject({ method: 'GET', url: '/api/v1/user?role=STAFF&role=TEACHER&perPage=200', headers });
    const staff = users.json().data as { _id: string }[];
    expect(staff.length).toBeGreaterThanOrEqual(10);
    const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });
    const thisMonth = `${kolkata.format(new Date()).slice(0, 7)}-01`;
    for (const s of staff) {
      const r = await t.inject({ method: 'GET', url: `/api/v1/staff/payment/${s._id}?perPage=15&pageNo=1`, headers });
      const rows = r.json().data as { paymentType: string; paymentMonth: string; paymentStatus: string }[];
      const salaries = rows.filter((p) => p.paymentType === 'SALARY');
      expect(new Set(salaries.map((p) => p.paymentMonth)).size).toBe(3);
      // This month is left for the demo user to pay.
      expect(salaries.every((p) => p.paymentMonth < thisMonth && p.paymentStatus === 'SUCCESSFUL')).toBe(true);
    }
    const all = await t.inject({ method: 'GET', url: '/api/v1/staff/payment?perPage=200', headers });
    const types = (all.json().data as { paymentType: string }[]).map((p) => p.paymentType);
    expect(types.filter((x) => x === 'SALARY')).toHaveLength(3 * staff.length);
    expect(types.filter((x) => x === 'BONUS')).toHaveLength(2);
    expect(types.filter((x) => x === 'OTHER')).toHaveLength(1);
  }, 180_000);
});
