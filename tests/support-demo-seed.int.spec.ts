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

describe('demo support enquiries', () => {
  it("has the student's resolved fee enquiry, the parent's answered one, the teacher's open one, and the bells rung", async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const get = async (url: string, headers: Record<string, string>) => {
      const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const admin = await login('admin@demo.school');
    const inbox = (await get('enquiry/list?status=ALL', admin)).data as { subject: string; status: string; messageCount: number }[];
    const bySubject = new Map(inbox.map((e) => [e.subject, [e.status, e.messageCount]]));
    expect(bySubject.get('Fee receipt for the second term')).toEqual(['RESOLVED', 3]);
    expect(bySubject.get('Evening bus timing')).toEqual(['OPEN', 2]);
    expect(bySubject.get('Projector in room 204')).toEqual(['OPEN', 1]);
    expect(bySubject.get('October payslip')).toEqual(['OPEN', 2]);
    expect(inbox.at(-1)!.status).toBe('RESOLVED');
    const student = await login('student@demo.school');
    const open = (await get('enquiry/user?resolved=false', student)).data as { subject: string }[];
    expect(open.map((e) => e.subject)).toEqual(['Sports day practice timings']);
    expect((await get('enquiry/user?resolved=true', student)).data).toHaveLength(1);
    const parent = await login('parent@demo.school');
    const bus = (await get('enquiry/user?perPage=10&pageNo=1&resolved=false', parent)).data;
    expect(bus[0].recentMessage.latest.from).toBe('STAFF');
    const bell = (await get('notification?perPage=50', parent)).data as { kind: string }[];
    expect(bell.some((n) => n.kind === 'SUPPORT_REPLY')).toBe(true);
  }, 300_000);
});
