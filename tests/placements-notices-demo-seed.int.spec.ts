import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

const login = async (email: string) => {
  const r = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: t.rt.config.demoPassword } });
  return { authorization: `Bearer ${r.json().data.accessToken}` };
};

describe('demo placement season', () => {
  it('has four notices (one closed), applications with PDF resumes, the demo student applied to one', async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const get = async (url: string, headers: Record<string, string>) => {
      const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const admin = await login('admin@demo.school');
    const notices = (await get('placement/notice?perPage=10&pageNo=1', admin)).data as {
      _id: string;
      open: boolean;
      applicants: number;
      companyName: string;
    }[];
    expect(notices).toHaveLength(4);
    expect(notices.filter((n) => !n.open).map((n) => n.companyName)).toEqual(['Tata Consultancy Services']);
    expect(notices.reduce((s, n) => s + n.applicants, 0)).toBeGreaterThanOrEqual(8);
    const infosys = notices.find((n) => n.companyName === 'Infosys')!;
    const applicants = (await get(`placement/notice/${infosys._id}/student?perPage=10&pageNo=1`, admin)).data as { resumeFile: string }[];
    const pdf = await t.inject({ method: 'GET', url: applicants[0]!.resumeFile, headers: admin });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const student = await login('student@demo.school');
    const mine = (await get('placement/notice?perPage=10&pageNo=1', student)).data as { companyName: string; applied: boolean }[];
    expect(mine.filter((n) => n.applied).map((n) => n.companyName)).toEqual(['Infosys']);
    expect(mine.some((n) => !n.applied)).toBe(true);
    const inbox = (await get('notification?perPage=50', student)).data as { kind: string }[];
    expect(inbox.some((n) => n.kind === 'PLACEMENT_NOTICE')).toBe(true);
  }, 300_000);
});
