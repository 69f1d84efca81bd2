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

describe('demo leave applications', () => {
  it('sets quotas and leaves applications pending, approved and rejected, with the applicants notified', async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const admin = await login('admin@demo.school');
    const all = await t.inject({ method: 'GET', url: '/api/v1/staff/leave/applications?perPage=50', headers: admin });
    expect(all.statusCode, all.body).toBe(200);
    const states = (all.json().data as { status: string; approval: string }[]).map((a) => a.approval);
    expect(states.filter((s) => s === 'PENDING').length).toBeGreaterThanOrEqual(1);
    expect(states).toContain('APPROVED');
    expect(states).toContain('REJECTED');
    const quota = await t.inject({ method: 'GET', url: '/api/v1/staff/leave/quota', headers: admin });
    expect(quota.json().data).toEqual([
      { leaveCode: 'SICK_LEAVE', days: 12 },
      { leaveCode: 'CASUAL_LEAVE', days: 10 },
    ]);
    const teacher = await login('teacher@demo.school');
    const inbox = await t.inject({ method: 'GET', url: '/api/v1/notification', headers: teacher });
    expect((inbox.json().data as { title: string }[]).map((n) => n.title)).toContain('Leave rejected');
    // The demo manager approves: granted the leave module.
    const manager = await login('manager@demo.school');
    expect((await t.inject({ method: 'GET', url: '/api/v1/staff/leave/applications', headers: manager })).statusCode).toBe(200);
  }, 180_000);
});
