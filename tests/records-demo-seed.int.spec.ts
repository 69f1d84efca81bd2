import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';
import { demoLogin } from './support/demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('demo student records (issue 19 §1)', () => {
  it("puts certificates and documents on the demo student's profile, which the parent reads", async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const student = await demoLogin(t, 'student@demo.school');
    const me = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: student });
    const id = (me.json().data._id ?? me.json().data.user?._id) as string;
    const parent = await demoLogin(t, 'parent@demo.school');
    const get = async (url: string, headers: Record<string, string>) => {
      const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as { title: string; type: string; issuedBy: { displayName: string } }[];
    };
    const certificates = await get(`student/certificate/${id}`, parent);
    expect(certificates.map((c) => c.type).sort()).toEqual(['IMAGE', 'PDF']);
    expect(certificates[0]!.issuedBy.displayName).not.toBe('Former user');
    const documents = await get(`student/academic/${id}`, student);
    expect(documents.map((d) => d.type).sort()).toEqual(['LINK', 'PDF', 'PDF']);
    const issued = (await get(`student/issued-certificate/${id}`, parent)) as unknown as { kind: string; verifyCode: string }[];
    expect(issued.map((x) => x.kind)).toEqual(['BONAFIDE']);
    const verified = await t.inject({ method: 'GET', url: `/api/v1/certificate/verify/${issued[0]!.verifyCode}` });
    expect(verified.json().data).toMatchObject({ type: 'BONAFIDE', status: 'VALID' });
    const admin = await demoLogin(t, 'admin@demo.school');
    const all = await t.inject({ method: 'GET', url: '/api/v1/student?perPage=6', headers: admin });
    const other = (all.json().data as { _id: string }[]).find((s) => s._id !== id)!;
    expect((await get(`student/certificate/${other._id}`, admin)).length).toBe(1);
  }, 240_000);
});
