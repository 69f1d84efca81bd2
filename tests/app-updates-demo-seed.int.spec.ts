import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';
import { demoLogin } from './support/demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

const login = (email: string) => demoLogin(t, email);

describe('demo app update notice and page views (issue 19 §5, §6)', () => {
  it('shows the required 3.4.0 notice to a student and a month of visitors on every platform', async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const get = async (url: string, headers: Record<string, string>) => {
      const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const notice = (await get('app-update?type=ANDROID', await login('student@demo.school'))).data;
    expect(notice).toMatchObject({ version: '3.4.0', isDismissible: false });
    const admin = await login('admin@demo.school');
    expect((await get('app-update/history', admin)).totalCount).toBe(2);
    const rows = (await get('dashboard/admin/page-view-status', admin)).data as { _id: string; totalUser: number }[];
    for (const r of rows) expect(r.totalUser, r._id).toBeGreaterThan(0);
    const android = rows.find((r) => r._id === 'android')!.totalUser;
    expect(android).toBeGreaterThan(rows.find((r) => r._id === 'ios')!.totalUser);
  }, 240_000);
});
