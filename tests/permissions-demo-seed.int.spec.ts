import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('demo permissions and department employees', () => {
  it('grants the demo manager its modules and puts staff and teachers into departments with live counts', async () => {
    const people = await seedDemo(t.rt, t.app);
    expect(people).not.toBeNull();
    await t.settle();
    const signIn = async (email: string) => {
      const login = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: t.rt.config.demoPassword } });
      return { authorization: `Bearer ${login.json().data.accessToken}` };
    };
    const admin = await signIn('admin@demo.school');
    const stat = (await t.inject({ method: 'GET', url: '/api/v1/dashboard/admin/department-stat', headers: admin })).json().data;
    const counts = new Map((stat.departments as { title: string; totalUser: number }[]).map((d) => [d.title, d.totalUser]));
    expect(counts.get('Administration')).toBe(1);
    expect(counts.get('Science')).toBe(2);
    expect(stat.totalEmployee).toBe(8);

    const manager = await signIn('manager@demo.school');
    const managerId = people!.users.get('MANAGER')!;
    const flags = (await t.inject({ method: 'GET', url: `/api/v1/manager/permissions/${managerId}`, headers: manager })).json().data;
    for (const m of ['department', 'academics', 'batch', 'student', 'staff', 'finance', 'notice', 'fees', 'manageInstitute'])
      expect(flags[m], m).toBe(true);
    expect((await t.inject({ method: 'GET', url: '/api/v1/student', headers: manager })).statusCode).toBe(200);

    // The demo staff member reaches students and notices through Administration, not finance.
    const staff = await signIn('staff@demo.school');
    expect((await t.inject({ method: 'GET', url: '/api/v1/student', headers: staff })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/finance', headers: staff })).statusCode).toBe(403);
  }, 300_000);
});
