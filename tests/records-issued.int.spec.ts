import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUED_MESSAGES as I, type Role } from '@school/contracts';
import { startTestApp, type TestApp } from './support/harness.js';

/** Issue 19 §2: bonafide and transfer certificates, numbered per institute, verified on a public call, revoked with a reason. */
let t: TestApp;
let student: string;
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;

beforeAll(async () => {
  t = await startTestApp();
  student = t.schoolA.users.get('STUDENT')!;
});
afterAll(async () => t?.close());

describe('issued certificates', () => {
  it('issues numbered certificates with a code anyone can verify, lists them, renders the PDF, revokes with a reason', async () => {
    const year = new Date().toISOString().slice(0, 4);
    const b = await t.as('ADMIN').post(`student/issued-certificate/${student}`, { kind: 'BONAFIDE', purpose: 'a bank account' });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toMatchObject({ message: I.issued, data: { kind: 'BONAFIDE', status: 'VALID', purpose: 'a bank account' } });
    expect(b.json().data.number).toMatch(new RegExp(`^BON/${year}/\\d{4}$`));
    expect(b.json().data.verifyCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const b2 = await t.as('ADMIN').post(`student/issued-certificate/${student}`, { kind: 'BONAFIDE' });
    const n = (s: string) => Number(s.split('/')[2]);
    expect(n(b2.json().data.number)).toBe(n(b.json().data.number) + 1);

    const tc = await t.as('ADMIN').post(`student/issued-certificate/${student}`, { kind: 'TRANSFER', purpose: 'relocation' });
    expect(tc.json().data.number).toMatch(new RegExp(`^TC/${year}/\\d{4}$`));
    const again = await t.as('ADMIN').post(`student/issued-certificate/${student}`, { kind: 'TRANSFER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(I.transferOnce);

    // Public: no sign-in, only number, name, type, date, status; the code typed in lower case without its hyphen.
    const code = tc.json().data.verifyCode as string;
    const v = await t.with().get(`certificate/verify/${code.replace('-', '').toLowerCase()}`, { at: pos(tc) });
    expect(v.statusCode, v.body).toBe(200);
    expect(Object.keys(v.json().data).sort()).toEqual(['date', 'name', 'number', 'status', 'type']);
    expect(v.json().data).toMatchObject({ number: tc.json().data.number, type: 'TRANSFER', status: 'VALID' });
    expect((await t.with().get('certificate/verify/ZZZZZ-ZZZZZ')).statusCode).toBe(404);

    for (const role of ['ADMIN', 'STUDENT', 'PARENT'] as Role[]) {
      const list = await t.as(role).get(`student/issued-certificate/${student}`, { at: pos(tc) });
      expect(list.statusCode, role).toBe(200);
      expect(list.json().data.length, role).toBeGreaterThanOrEqual(3);
    }
    const pdf = await t.as('PARENT').get(`student/issued-certificate/pdf/${tc.json().data._id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Revoke: a reason is required; then the public page says REVOKED, and a new transfer certificate may be issued.
    const none = await t.as('ADMIN').post(`student/issued-certificate/revoke/${tc.json().data._id}`, { reason: ' ' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(I.reasonRequired);
    const revoked = await t.as('ADMIN').post(`student/issued-certificate/revoke/${tc.json().data._id}`, { reason: 'Issued by mistake' });
    expect(revoked.json()).toMatchObject({ message: I.revoked, data: { status: 'REVOKED', revokeReason: 'Issued by mistake' } });
    expect((await t.with().get(`certificate/verify/${code}`, { at: pos(revoked) })).json().data.status).toBe('REVOKED');
    expect((await t.as('ADMIN').post(`student/issued-certificate/revoke/${tc.json().data._id}`, { reason: 'again' })).statusCode).toBe(409);
    expect((await t.as('ADMIN').post(`student/issued-certificate/${student}`, { kind: 'TRANSFER' })).statusCode).toBe(200);
    const history = await t.as('ADMIN').get(`student/issued-certificate/history/${tc.json().data._id}`);
    expect(history.json().data.map((e: { summary: string }) => e.summary)).toEqual([
      expect.stringContaining('Transfer certificate'),
      'Certificate revoked',
    ]);
  });

  it('refuses bad input, other roles and other institutes, writing nothing', async () => {
    const head = await t.rt.store.head();
    expect((await t.as('ADMIN').post(`student/issued-certificate/${student}`, {})).json().error).toBe(I.kindRequired);
    expect((await t.as('ADMIN').post(`student/issued-certificate/${student}`, { kind: 'MERIT' })).json().error).toBe(I.kindInvalid);
    expect(
      (await t.as('ADMIN').post(`student/issued-certificate/${student}`, { kind: 'BONAFIDE', purpose: 'x'.repeat(201) })).json().error,
    ).toBe(I.purposeTooLong);
    for (const role of ['STUDENT', 'PARENT', 'TEACHER', 'MANAGER'] as Role[]) {
      expect((await t.as(role).post(`student/issued-certificate/${student}`, { kind: 'BONAFIDE' })).statusCode, role).toBe(403);
    }
    expect((await t.as('ADMIN', 'b').post(`student/issued-certificate/${student}`, { kind: 'BONAFIDE' })).statusCode).toBe(404);
    expect(await t.rt.store.head()).toBe(head);
    const mine = await t.as('ADMIN').post(`student/issued-certificate/${student}`, { kind: 'BONAFIDE' });
    const id = mine.json().data._id as string;
    await t.settle();
    const after = await t.rt.store.head();
    expect((await t.as('ADMIN', 'b').get(`student/issued-certificate/pdf/${id}`)).statusCode).toBe(404);
    expect((await t.as('ADMIN', 'b').post(`student/issued-certificate/revoke/${id}`, { reason: 'not ours' })).statusCode).toBe(404);
    expect((await t.as('STUDENT').get(`student/issued-certificate/${t.schoolA.users.get('TEACHER')!}`)).statusCode).toBe(403);
    expect(await t.rt.store.head()).toBe(after);
  });
});
