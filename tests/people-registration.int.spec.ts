import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, grant, multipart, png, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Nisha Rao',
  email: `nisha${Math.random().toString(36).slice(2, 8)}@a.test`,
  phoneNumber: '9876543210',
  gender: 'FEMALE',
  caste: 'GENERAL',
  countryCode: '+91',
  role: 'TEACHER',
  webUrl: 'http://localhost:5173',
  ...over,
});
const register = (payload: object, headers = admin) =>
  t.inject({ method: 'POST', url: '/api/v1/auth/management/register', headers, payload });
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;

describe('POST auth/management/register', () => {
  it('registers from multipart with a photo, mails a 7-day link to choose a password, and the user can then sign in', async () => {
    const email = 'new.teacher@a.test';
    const { name: _n, ...fields } = valid({ email, displayName: 'Kiran Bose' }) as Record<string, string>;
    const form = multipart({ ...fields, photo: { filename: 'me.png', contentType: 'image/png', data: png(3, 3) } });
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/management/register',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'TEACHER created successfully',
      data: { email, displayName: 'Kiran Bose', role: 'TEACHER' },
    });
    const id = r.json().data._id as string;

    const mail = (await t.rt.mailer.latest(5, email))[0]!;
    expect(mail.subject).toBe('Your account is ready');
    const token = /reset-password\?token=([\w-]+)/.exec(mail.body)![1]!;
    expect(mail.body).toContain(`${t.rt.config.publicUrl}/reset-password?token=`);
    expect(mail.body).toContain('7 days');

    const listed = await t.inject({
      method: 'GET',
      url: '/api/v1/user?role=TEACHER&searchTitle=Kiran',
      headers: { ...admin, 'x-min-position': pos(r) },
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        _id: id,
        displayName: 'Kiran Bose',
        email,
        phoneNumber: '9876543210',
        countryCode: '+91',
        role: 'TEACHER',
        gender: 'FEMALE',
        blockStatus: 'ACTIVE',
        assignInstitutes: [t.schoolA.instituteId],
        photoUrl: expect.stringMatching(/^\/api\/v1\/files\//),
      }),
    ]);
    expect((await t.inject({ method: 'GET', url: listed.json().data[0].photoUrl })).statusCode).toBe(200);

    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'chosen123' } })).statusCode,
    ).toBe(200);
    const login = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'chosen123' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ _id: id, role: 'TEACHER', activeInstitute: t.schoolA.instituteId });
  });

  it.each([
    [{ name: '  ' }, 'Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phoneNumber: '' }, 'Phone number is required'],
    [{ phoneNumber: '98765' }, 'Minimum 10 digits required'],
    [{ gender: undefined }, 'Gender is required'],
    [{ gender: 'ROBOT' }, 'Gender must be MALE, FEMALE or OTHER'],
    [{ caste: undefined }, 'Caste is required'],
    [{ countryCode: '' }, 'Country is required.'],
    [{ countryCode: undefined }, 'Country is required.'],
  ])('refuses %j with the spec message', async (over, message) => {
    const r = await register(valid(over));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: message });
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const r = await register(valid({ email: 'Teacher@A.test' }));
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ error: 'A user with this email already exists.' });
  });

  it('lets SUPER_ADMIN register any role, ADMIN and MANAGER any but SUPER_ADMIN, and nobody else', async () => {
    // A manager registers people with the staff module.
    await grant(t, 'MANAGER', ['staff']);
    expect((await register(valid({ role: 'SUPER_ADMIN' }))).statusCode).toBe(403);
    expect((await register(valid({ role: 'SUPER_ADMIN' }), await t.as('MANAGER'))).statusCode).toBe(403);
    const sa = await register(valid({ role: 'SUPER_ADMIN' }), await t.as('SUPER_ADMIN'));
    expect(sa.json()).toMatchObject({ message: 'SUPER_ADMIN created successfully' });
    expect((await register(valid({ role: 'STAFF' }), await t.as('MANAGER'))).json().message).toBe('STAFF created successfully');
    for (const role of ['STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as const) {
      const r = await register(valid({ role: 'STUDENT' }), await t.as(role));
      expect(r.statusCode, role).toBe(403);
    }
  });

  it('links a new parent to named students of the institute, and refuses students of another', async () => {
    const student = await register(valid({ role: 'STUDENT', name: 'Child One' }));
    const kid = student.json().data._id as string;
    const email = 'parent.two@a.test';
    const r = await register(valid({ role: 'PARENT', email, students: [kid, t.schoolA.users.get('STUDENT')!] }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('PARENT created successfully');
    const details = await eventually(async () => {
      const d = await t.inject({
        method: 'GET',
        url: `/api/v1/user/details/${r.json().data._id}`,
        headers: { ...admin, 'x-min-position': pos(r) },
      });
      return d.statusCode === 200 && d.json().data.children.length === 2 ? d : null;
    });
    expect(details!.json().data.children.sort()).toEqual([kid, t.schoolA.users.get('STUDENT')!].sort());
    const foreign = await register(valid({ role: 'PARENT', students: t.schoolB.users.get('STUDENT')! }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ error: 'Student not found.' });
    const notParent = await register(valid({ role: 'TEACHER', students: kid }));
    expect(notParent.json()).toEqual({ error: 'Only a parent can be linked to students.' });
  });
});
