import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import type { DefaulterRow } from '@school/contracts';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

const signIn = async (email: string) => {
  const r = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: t.rt.config.demoPassword } });
  return { authorization: `Bearer ${r.json().data.accessToken}` };
};

describe('demo fee defaulters and reminders', () => {
  it('has overdue students, automatic reminders at 30 days, reminders already sent, one in the demo parent’s inbox', async () => {
    const people = await seedDemo(t.rt, t.app);
    expect(people).not.toBeNull();
    await t.settle();
    const admin = await signIn('admin@demo.school');
    const list = await t.inject({ method: 'GET', url: '/api/v1/student-fee/defaulters?perPage=50&pageNo=1', headers: admin });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as DefaulterRow[];
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.filter((r) => r.reminders > 0).length).toBeGreaterThanOrEqual(2);
    const me = people!.users.get('STUDENT')!;
    const mine = rows.find((r) => r.student._id === me);
    // Reminded three days ago by hand (and perhaps yesterday automatically): not today, so the panel can send one.
    expect(mine).toMatchObject({ remindedToday: false });
    expect(mine!.reminders).toBeGreaterThanOrEqual(1);
    const settings = await t.inject({ method: 'GET', url: '/api/v1/student-fee/reminder-settings', headers: admin });
    expect(settings.json().data.daysAfterDue).toBe(30);
    const parent = await signIn('parent@demo.school');
    const inbox = (await t.inject({ method: 'GET', url: '/api/v1/notification?perPage=50&pageNo=1', headers: parent })).json().data as {
      kind: string;
    }[];
    expect(inbox.some((n) => n.kind === 'FEE_REMINDER')).toBe(true);
    const history = await t.inject({ method: 'GET', url: `/api/v1/student-fee/reminders/${me}`, headers: parent });
    expect(history.json().data.some((r: { automatic: boolean }) => !r.automatic)).toBe(true);
  }, 240_000);
});
