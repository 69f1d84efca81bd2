import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('demo staff pay', () => {
  it('pays three months of salary to every teacher and staff member (six to the demo logins, one reversed), plus two bonuses and one other payment', async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.school', password: t.rt.config.demoPassword },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const users = await t.inject({ method: 'GET', url: '/api/v1/user?role=STAFF&role=TEACHER&perPage=200', headers });
    const staff = users.json().data as { _id: string; email: string }[];
    expect(staff.length).toBeGreaterThanOrEqual(10);
    const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' });
    const thisMonth = `${kolkata.format(new Date()).slice(0, 7)}-01`;
    const logins = ['teacher@demo.school', 'staff@demo.school'];
    expect(staff.filter((s) => logins.includes(s.email))).toHaveLength(2);
    for (const s of staff) {
      const r = await t.inject({ method: 'GET', url: `/api/v1/staff/payment/${s._id}?perPage=15&pageNo=1`, headers });
      const rows = r.json().data as { paymentType: string; paymentMonth: string; paymentStatus: string; reversal?: { reason: string } }[];
      const salaries = rows.filter((p) => p.paymentType === 'SALARY' && p.paymentStatus === 'SUCCESSFUL');
      // The demo teacher and staff member (who sign in) have six months for My pay; everyone else three.
      expect(new Set(salaries.map((p) => p.paymentMonth)).size, s.email).toBe(logins.includes(s.email) ? 6 : 3);
      // This month is left for the demo user to pay.
      expect(salaries.every((p) => p.paymentMonth < thisMonth)).toBe(true);
      const reversed = rows.filter((p) => p.paymentStatus === 'REVERSED');
      // The teacher's oldest salary was entered wrong and reversed, with its reason; paid again for the same month.
      expect(reversed.length, s.email).toBe(s.email === 'teacher@demo.school' ? 1 : 0);
      if (reversed[0]) {
        expect(reversed[0].reversal?.reason).toMatch(/paid again with the right amount/);
        expect(salaries.some((p) => p.paymentMonth === reversed[0]!.paymentMonth)).toBe(true);
      }
    }
    const all = await t.inject({ method: 'GET', url: '/api/v1/staff/payment?perPage=200', headers });
    const paid = all.json().data as { paymentType: string; paymentStatus: string }[];
    const types = paid.filter((p) => p.paymentStatus === 'SUCCESSFUL').map((p) => p.paymentType);
    expect(types.filter((x) => x === 'SALARY')).toHaveLength(3 * staff.length + 2 * 3);
    expect(types.filter((x) => x === 'BONUS')).toHaveLength(2);
    expect(types.filter((x) => x === 'OTHER')).toHaveLength(1);
  }, 180_000);
});
