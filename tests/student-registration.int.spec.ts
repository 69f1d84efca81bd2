import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instituteDay } from '../server/src/platform/days.js';
import { grant, PASSWORD, revoke, startTestApp, type TestApp } from './support/harness.js';

/** Issue 11 item 8: a registration that completes a record (number, batch, birth date, parent). */
let t: TestApp;
let admin: Record<string, string>;
let batchId: string;
const year = instituteDay(new Date()).slice(0, 4);
let n = 0;
const student = (over: Record<string, unknown> = {}) => ({
  name: `Reg Student ${++n}`,
  email: `reg${n}@registration.test`,
  phoneNumber: '9123456780',
  gender: 'MALE',
  caste: 'OBC',
  countryCode: '+91',
  ...over,
});
const register = (body: Record<string, unknown>, headers = admin) =>
  t.inject({ method: 'POST', url: '/api/v1/student/register', headers, payload: body });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  const call = async (url: string, payload: object) => {
    const r = await t.inject({ method: 'POST', url: `/api/v1/${url}`, headers: admin, payload });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
    return r.json().data._id as string;
  };
  const session = await call('session/create', { startYear: '2025-01-01', endYear: '2026-01-01' });
  const course = await call('course/create', { title: 'B.Sc', duration: 3, description: 'Science' });
  const branch = await call('branch/create', { title: 'Physics', description: 'Physics', courseId: course });
  batchId = await call('batch/create', {
    session,
    course,
    branch,
    description: 'Morning',
    maximumStudent: 60,
    headOfDepartment: t.schoolA.users.get('TEACHER')!,
  });
  await t.settle();
});
afterAll(async () => t?.close());

describe('registration numbers', () => {
  it('the default pattern {YYYY}/{SEQ:4} numbers students in order, in both registration calls', async () => {
    const a = await register(student());
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data.registrationNumber).toBe(`${year}/0001`);
    const b = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/management/register',
      headers: admin,
      payload: { ...student(), role: 'STUDENT' },
    });
    expect(b.statusCode, b.body).toBe(200);
    const id = b.json().data._id as string;
    await t.settle();
    const details = await t.as('ADMIN').get(`user/details/${id}?academics=true`);
    expect(details.json().data.academicDetails.registrationNumber).toBe(`${year}/0002`);
  });

  it('keeps a typed number if free, answers 409 when taken, and skips it when the pattern reaches it', async () => {
    const typed = await register(student({ registrationNumber: `${year}/0003` }));
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data.registrationNumber).toBe(`${year}/0003`);
    const again = await register(student({ registrationNumber: `${year}/0003` }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This registration number is already in use.' });
    // The next made number steps over the typed one.
    const next = await register(student());
    expect(next.json().data.registrationNumber).toBe(`${year}/0004`);
  });

  it('gives unique numbers to students registered at the same moment', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => register(student())));
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    const numbers = replies.map((r) => r.json().data.registrationNumber as string);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.every((x) => x.startsWith(`${year}/`))).toBe(true);
  });

  it('lets an admin set the pattern (validated), which applies to the next students with their session', async () => {
    const put = (pattern: string, headers = admin) =>
      t.inject({ method: 'PUT', url: '/api/v1/institute/registration-pattern', headers, payload: { pattern } });
    for (const [bad, msg] of [
      ['REG-{SEQ}-{SEQ}', 'exactly one'],
      ['REG-{NAME}-{SEQ}', 'Unknown token'],
      ['REG {SEQ}', 'Around the tokens'],
      ['REG-{YYYY', 'not closed'],
    ] as const) {
      const r = await put(bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error).toContain(msg);
    }
    expect((await put('REG-{SEQ}', await t.as('MANAGER'))).statusCode).toBe(403);
    const ok = await put('REG-{SESSION}-{SEQ:3}');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ pattern: 'REG-{SESSION}-{SEQ:3}', isDefault: false, example: `REG-${year}-001` });
    await t.settle();
    const got = await t.as('ADMIN').get('institute/registration-pattern');
    expect(got.json().data.pattern).toBe('REG-{SESSION}-{SEQ:3}');
    const inBatch = await register(student({ batch: batchId, dateOfBirth: '2008-05-01' }));
    expect(inBatch.statusCode, inBatch.body).toBe(200);
    expect(inBatch.json().data.registrationNumber).toBe('REG-2025-2026-001');
    const second = await register(student({ batch: batchId }));
    expect(second.json().data.registrationNumber).toBe('REG-2025-2026-002');
    // Another institute counts on its own.
    const b = await register(student(), await t.as('ADMIN', 'b'));
    expect(b.json().data.registrationNumber).toBe(`${year}/0001`);
  });
});

describe('the student form: batch, birth date and the parent', () => {
  it('creates the parent (PARENT, invited) and links them; a sibling links the same parent', async () => {
    const first = await register(
      student({
        batch: batchId,
        parentName: 'Sunil Rao',
        parentRelation: 'FATHER',
        parentPhone: '9876500011',
        parentEmail: 'Sunil.Rao@parents.test',
      }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const parent = first.json().data.parent;
    expect(parent).toMatchObject({ email: 'sunil.rao@parents.test', created: true });
    const mails = await t.rt.mailer.latest(5, 'sunil.rao@parents.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your account is ready');

    const sibling = await register(student({ parentName: 'Sunil Rao', parentEmail: 'sunil.rao@parents.test' }));
    expect(sibling.statusCode, sibling.body).toBe(200);
    expect(sibling.json().data.parent).toEqual({ _id: parent._id, email: 'sunil.rao@parents.test', created: false });
    expect(await t.rt.mailer.latest(5, 'sunil.rao@parents.test')).toHaveLength(1);
    await t.settle();

    // The parent signs in through the invitation and sees both children.
    const token = /token=([\w-]+)/.exec(mails[0]!.body)![1]!;
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: PASSWORD } })).statusCode,
    ).toBe(200);
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'sunil.rao@parents.test', password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const u = await loadChildren(parent._id);
    expect(u.sort()).toEqual([first.json().data._id, sibling.json().data._id].sort());

    const details = await t.as('ADMIN').get(`user/details/${first.json().data._id}?academics=true&address=true`);
    const d = details.json().data;
    expect(d.academicDetails.batch._id).toBe(batchId);
    expect(d.addressDetails).toMatchObject({ fatherName: 'Sunil Rao', parentEmail: 'sunil.rao@parents.test', parentNumber: '9876500011' });
  });

  it('refuses bad input before writing anything', async () => {
    const err = async (body: Record<string, unknown>, status = 400) => {
      const r = await register(student(body));
      expect(r.statusCode, r.body).toBe(status);
      return r.json().error as string;
    };
    expect(await err({ batch: 'no-such-batch' })).toBe('Batch not found.');
    expect(await err({ dateOfBirth: '2999-01-01' })).toBe('Please choose a valid date of birth');
    expect(await err({ parentEmail: 'x@parents.test' })).toBe('Parent name is required.');
    expect(await err({ parentName: 'X' })).toBe('Parent email is required.');
    expect(await err({ parentName: 'Teacher', parentEmail: 'teacher@a.test' }, 409)).toBe(
      'This parent e-mail belongs to an account that is not a parent.',
    );
    expect(await err({ parentName: 'Other', parentEmail: 'parent@b.test' }, 409)).toBe(
      'This parent e-mail belongs to a parent of another institute.',
    );
    expect(await err({ email: 'teacher@a.test' }, 409)).toBe('A user with this email already exists.');
    expect((await register(student(), await t.as('TEACHER'))).statusCode).toBe(403);
    expect((await register(student(), await t.as('STAFF'))).statusCode).toBe(403);
  });
});

async function loadChildren(parentId: string): Promise<string[]> {
  const { loadUser } = await import('../server/src/modules/identity/index.js');
  return (await loadUser(t.rt, parentId))!.children;
}

describe('POST user/invitation/:id', () => {
  it('resends to an invited user, ends the older link, throttles, and refuses one who set a password', async () => {
    const r = await register(student());
    const id = r.json().data._id as string;
    const email = r.json().data.email as string;
    const old = (await t.rt.mailer.latest(1, email))[0]!;
    await t.settle();
    const resend = await t.as('ADMIN').post(`user/invitation/${id}`);
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().message).toBe('Invitation sent');
    const mails = await t.rt.mailer.latest(5, email);
    expect(mails).toHaveLength(2);
    const oldToken = /token=([\w-]+)/.exec(old.body)![1]!;
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token: oldToken, password: PASSWORD } })).statusCode,
    ).toBe(400);
    // Twice within a minute: throttled.
    const again = await t.as('ADMIN').post(`user/invitation/${id}`);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    // The new link works; then there is nothing to resend.
    const token = /token=([\w-]+)/.exec(mails[0]!.body)![1]!;
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: PASSWORD } })).statusCode,
    ).toBe(200);
    await t.rt.limiter.reset(`invitation-resend:${id}`);
    const done = await t.as('ADMIN').post(`user/invitation/${id}`);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ error: 'This user has already set a password.' });
  });

  it('keeps to roles, modules and the institute', async () => {
    const r = await register(student());
    const id = r.json().data._id as string;
    await t.settle();
    for (const role of ['TEACHER', 'STAFF', 'STUDENT', 'PARENT'] as const)
      expect((await t.as(role).post(`user/invitation/${id}`)).statusCode, role).toBe(403);
    expect((await t.as('ADMIN', 'b').post(`user/invitation/${id}`)).statusCode).toBe(404);
    await revoke(t, 'MANAGER', ['student']);
    expect((await t.as('MANAGER').post(`user/invitation/${id}`)).statusCode).toBe(403);
    await grant(t, 'MANAGER', ['student']);
    expect((await t.as('MANAGER').post(`user/invitation/${id}`)).statusCode).toBe(200);
    // Nobody resends to a rank above their own.
    expect((await t.as('MANAGER').post(`user/invitation/${t.schoolA.users.get('ADMIN')!}`)).statusCode).toBe(403);
  });
});
