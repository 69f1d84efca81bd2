import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('demo staff attendance', () => {
  it('marks the last 20 school days before today for every teacher and staff member, mostly present', async () => {
    const people = await seedDemo(t.rt, t.app);
    expect(people).not.toBeNull();
    await t.settle();
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.school', password: t.rt.config.demoPassword },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const grid = await t.inject({ method: 'POST', url: '/api/v1/staff/attendance-by-date', headers, payload: { perPage: 100 } });
    type Row = { _id: string; role: string; isPresent: boolean; isAbsent: boolean; isOnLeave: boolean; leave?: { fullDay: boolean } };
    const staff = (grid.json().data as Row[]).filter((s) => s.role === 'STAFF' || s.role === 'TEACHER');
    expect(staff.length).toBeGreaterThanOrEqual(10);
    // Today is left for the demo user to mark; who is on approved full-day leave today (the leave seed) shows on leave.
    const onLeave = staff.filter((s) => s.leave?.fullDay);
    expect(onLeave.length).toBeGreaterThanOrEqual(1);
    expect(onLeave.every((s) => s.isOnLeave && !s.isPresent && !s.isAbsent)).toBe(true);
    expect(staff.filter((s) => !s.leave?.fullDay).every((s) => !s.isPresent && !s.isAbsent && !s.isOnLeave)).toBe(true);
    let present = 0;
    let total = 0;
    let days = 0;
    // 20 school days reach back at most 24 days: this month and perhaps the one before.
    const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    const months = [...new Set([0, 25].map((back) => kolkata.format(new Date(Date.now() - back * 86_400_000)).slice(0, 7)))];
    for (const s of staff) {
      for (const month of months) {
        const r = await t.inject({ method: 'POST', url: `/api/v1/staff/attendance/${s._id}`, headers, payload: { date: `${month}-01` } });
        const st = r.json().data.statistic;
        present += st.totalPresent;
        total += st.totalDays;
      }
      days += 1;
    }
    // The 20 marked days, and today for those on leave (a leave day that has come counts).
    expect(total).toBe(20 * days + onLeave.length);
    expect(present / total).toBeGreaterThan(0.8);
    expect(present).toBeLessThan(total);
  }, 120_000);
});
