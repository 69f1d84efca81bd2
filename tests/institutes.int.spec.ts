import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, multipart, PASSWORD, png, startTestApp, type TestApp } from './support/harness.js';
import { newUser, pos } from './support/people.js';

let t: TestApp;
let sa: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  sa = await t.as('SUPER_ADMIN');
});
afterAll(async () => t?.close());

const body = (over: Record<string, unknown> = {}) => ({
  instituteName: 'C Academy',
  email: 'office@c.test',
  phoneNumber: '9876501234',
  admin: t.schoolA.users.get('ADMIN')!,
  description: 'A new campus',
  address: '2 Hill Road',
  ...over,
});
const create = (payload: object, headers = sa) => t.inject({ method: 'POST', url: '/api/v1/institute', headers, payload });

describe('POST institute and PUT institute/:id', () => {
  it('creates with a logo, assigns the admin, and GET institute/:id and GET logo show it', async () => {
    const logo = png(6, 6);
    const form = multipart({ ...(body() as Record<string, string>), logo: { filename: 'logo.png', contentType: 'image/png', data: logo } });
    const r = await t.inject({ method: 'POST', url: '/api/v1/institute', headers: { ...sa, ...form.headers }, payload: form.payload });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Institute created successfully');
    const id = r.json().data._id as string;
    const got = await t.inject({
      method: 'GET',
      url: `/api/v1/institute/${id}?fields=instituteName`,
      headers: { ...sa, 'x-min-position': pos(r) },
    });
    expect(got.json().data).toMatchObject({
      _id: id,
      instituteName: 'C Academy',
      email: 'office@c.test',
      phoneNumber: '9876501234',
      admin: t.schoolA.users.get('ADMIN'),
      description: 'A new campus',
      address: '2 Hill Road',
      logoUrl: expect.any(String),
    });
    const shown = await t.inject({ method: 'GET', url: `/api/v1/logo?instituteId=${id}` });
    expect((await t.inject({ method: 'GET', url: shown.json().data.logoUrl })).rawPayload.equals(logo)).toBe(true);

    // The admin now belongs to it and may switch to it.
    const adminA = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@a.test', password: PASSWORD } });
    const h = { authorization: `Bearer ${adminA.json().data.accessToken}` };
    await eventually(
      async () => (await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { ...h, 'x-institute-id': id } })).statusCode === 200,
    );

    const upd = await t.inject({
      method: 'PUT',
      url: `/api/v1/institute/${id}`,
      headers: sa,
      payload: body({ instituteName: 'C Academy North' }),
    });
    expect(upd.json()).toEqual({ message: 'Institute updated successfully', data: { _id: id } });
    const after = await t.inject({ method: 'GET', url: `/api/v1/institute/${id}`, headers: { ...sa, 'x-min-position': pos(upd) } });
    expect(after.json().data).toMatchObject({ instituteName: 'C Academy North', logoUrl: expect.any(String) });
  });

  it.each([
    [{ instituteName: ' ' }, 'Institute name is required.'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ phoneNumber: '12345' }, 'Minimum 10 digits required'],
    [{ description: '' }, 'Description is required.'],
    [{ address: '' }, 'Address is required.'],
    [{ admin: '' }, 'Please choose an admin.'],
  ])('refuses %j', async (over, message) => {
    const r = await create(body(over));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: message });
  });

  it('requires an ADMIN as admin, SUPER_ADMIN as caller, and an existing institute to edit', async () => {
    expect((await create(body({ admin: t.schoolA.users.get('TEACHER') }))).json()).toEqual({
      error: 'The admin must be a user with the ADMIN role.',
    });
    for (const role of ['ADMIN', 'MANAGER', 'STAFF'] as const) expect((await create(body(), await t.as(role))).statusCode).toBe(403);
    expect((await t.inject({ method: 'PUT', url: '/api/v1/institute/nope', headers: sa, payload: body() })).statusCode).toBe(404);
  });

  it('GET institute/:id shows a user only their own institutes', async () => {
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/institute/${t.schoolA.instituteId}`, headers: await t.as('TEACHER') })).statusCode,
    ).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/institute/${t.schoolB.instituteId}`, headers: await t.as('TEACHER') })).statusCode,
    ).toBe(404);
  });
});

describe('POST institute/assign/:instituteId/:userId', () => {
  it('lets an assigned user switch institutes with x-institute-id, and removal takes it away', async () => {
    const u = await newUser(t, await t.as('ADMIN'), 'TEACHER');
    const inB = { ...u.headers, 'x-institute-id': t.schoolB.instituteId };
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: inB })).statusCode).toBe(403);
    const r = await t.inject({ method: 'POST', url: `/api/v1/institute/assign/${t.schoolB.instituteId}/${u.id}?assign=true`, headers: sa });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      message: 'Institute assigned successfully',
      data: { _id: u.id, institutes: [t.schoolA.instituteId, t.schoolB.instituteId] },
    });
    await eventually(async () => (await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: inB })).statusCode === 200);
    const me = (await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: inB })).json().data;
    expect(me.activeInstitute).toBe(t.schoolB.instituteId);
    // B's admin now sees the teacher in B's list.
    const listed = await t.inject({
      method: 'GET',
      url: '/api/v1/user?role=TEACHER',
      headers: { ...(await t.as('ADMIN', 'b')), 'x-min-position': pos(r) },
    });
    expect(listed.json().data.map((x: { _id: string }) => x._id)).toContain(u.id);

    const off = await t.inject({
      method: 'POST',
      url: `/api/v1/institute/assign/${t.schoolB.instituteId}/${u.id}?assign=false`,
      headers: sa,
    });
    expect(off.json()).toEqual({ message: 'Institute removed successfully', data: { _id: u.id, institutes: [t.schoolA.instituteId] } });
    await eventually(async () => (await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: inB })).statusCode === 403);
    const last = await t.inject({
      method: 'POST',
      url: `/api/v1/institute/assign/${t.schoolA.instituteId}/${u.id}?assign=false`,
      headers: sa,
    });
    expect(last.json()).toEqual({ error: 'A user must belong to at least one institute.' });
  });

  it('is SUPER_ADMIN only and 404s unknown institutes and users', async () => {
    const teacher = t.schoolA.users.get('TEACHER')!;
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/v1/institute/assign/${t.schoolB.instituteId}/${teacher}`,
          headers: await t.as('ADMIN'),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'POST', url: `/api/v1/institute/assign/nope/${teacher}`, headers: sa })).json()).toEqual({
      error: 'Institute not found.',
    });
    expect(
      (await t.inject({ method: 'POST', url: `/api/v1/institute/assign/${t.schoolB.instituteId}/nobody`, headers: sa })).json(),
    ).toEqual({ error: 'User not found.' });
  });
});
