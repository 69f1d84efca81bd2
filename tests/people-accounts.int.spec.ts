import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, multipart, PASSWORD, png, startTestApp, type TestApp } from './support/harness.js';
import { newUser, pos } from './support/people.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const login = (email: string) => t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
const me = (headers: Record<string, string>) => t.inject({ method: 'GET', url: '/api/v1/auth/me', headers });

describe('PUT user/block/:id and user/unblock/:id', () => {
  it('blocking ends the sessions and stops sign-in; unblocking lets the user sign in again', async () => {
    const u = await newUser(t, admin, 'TEACHER');
    expect((await me(u.headers)).statusCode).toBe(200);
    const r = await t.as('ADMIN').put(`user/block/${u.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: 'User blocked successfully', data: { _id: u.id } });
    await eventually(async () => (await me(u.headers)).statusCode === 401);
    expect((await me(u.headers)).json()).toEqual({ error: 'Your session has ended. Please sign in again.' });
    const refused = await login(u.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Your account is blocked. Please contact your institute.' });
    const listed = await t.inject({
      method: 'GET',
      url: '/api/v1/user?role=TEACHER&perPage=50',
      headers: { ...admin, 'x-min-position': pos(r) },
    });
    expect(listed.json().data.find((x: { _id: string }) => x._id === u.id).blockStatus).toBe('BLOCKED');
    // Blocking twice records nothing more.
    expect((await t.as('ADMIN').put(`user/block/${u.id}`)).headers['x-position']).toBeUndefined();

    expect((await t.as('ADMIN').put(`user/unblock/${u.id}`)).json().message).toBe('User unblocked successfully');
    const again = await login(u.email);
    expect(again.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${again.json().data.accessToken}` })).statusCode).toBe(200);
  });

  it('is refused on oneself, on a SUPER_ADMIN by an ADMIN, to other roles, and across institutes', async () => {
    expect((await t.as('ADMIN').put(`user/block/${t.schoolA.users.get('ADMIN')}`)).json()).toEqual({
      error: 'You cannot block your own account.',
    });
    expect((await t.as('ADMIN').put(`user/block/${t.schoolA.users.get('SUPER_ADMIN')}`)).statusCode).toBe(403);
    expect((await t.as('TEACHER').put(`user/block/${t.schoolA.users.get('STUDENT')}`)).statusCode).toBe(403);
    const cross = await t.as('ADMIN', 'b').put(`user/block/${t.schoolA.users.get('STUDENT')}`);
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual({ error: 'User not found.' });
    expect((await t.as('ADMIN').put('user/unblock/nobody')).statusCode).toBe(404);
  });
});

describe('DELETE user/:id', () => {
  it('records a deletion: the user cannot sign in, leaves the lists, and the e-mail can be used again', async () => {
    const u = await newUser(t, admin, 'STUDENT');
    const r = await t.as('ADMIN').delete(`user/${u.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: 'User deleted successfully', data: { _id: u.id } });
    expect((await login(u.email)).statusCode).toBe(401);
    await eventually(async () => (await me(u.headers)).statusCode === 401);
    const listed = await t.inject({ method: 'GET', url: '/api/v1/student?perPage=50', headers: { ...admin, 'x-min-position': pos(r) } });
    expect(listed.json().data.map((x: { _id: string }) => x._id)).not.toContain(u.id);
    expect((await t.inject({ method: 'GET', url: `/api/v1/user/details/${u.id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.as('ADMIN').delete(`user/${u.id}`)).statusCode).toBe(404);
    const events = await t.rt.store.readStream(`user-${u.id}`);
    expect(events.at(-1)!.type).toBe('UserDeleted');
    const again = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/management/register',
      headers: admin,
      payload: {
        name: 'Again',
        email: u.email,
        phoneNumber: '9123456780',
        gender: 'MALE',
        caste: 'OBC',
        countryCode: '+91',
        role: 'STUDENT',
      },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('is refused to non-admin roles and across institutes', async () => {
    expect((await t.as('STAFF').delete(`user/${t.schoolA.users.get('STUDENT')}`)).statusCode).toBe(403);
    expect((await t.as('ADMIN', 'b').delete(`user/${t.schoolA.users.get('STUDENT')}`)).statusCode).toBe(404);
  });
});

describe('PUT user/account/update', () => {
  it("updates the caller's own account, with a photo, for any role", async () => {
    const u = await newUser(t, admin, 'STUDENT');
    const form = multipart({
      displayName: 'Renamed Me',
      countryCode: '+44',
      phoneNumber: '07000000000',
      gender: 'OTHER',
      photo: { filename: 'x.png', contentType: 'image/png', data: png() },
    });
    const r = await t.inject({
      method: 'PUT',
      url: '/api/v1/user/account/update',
      headers: { ...u.headers, ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ message: 'Account updated successfully', data: { _id: u.id } });
    const d = await t.inject({ method: 'GET', url: `/api/v1/user/details/${u.id}`, headers: { ...u.headers, 'x-min-position': pos(r) } });
    expect(d.json().data).toMatchObject({
      displayName: 'Renamed Me',
      countryCode: '+44',
      phoneNumber: '07000000000',
      gender: 'OTHER',
      photoUrl: expect.any(String),
    });
    expect((await me(u.headers)).json().data.displayName).toBe('Renamed Me');
  });

  it.each([
    [{ displayName: ' ' }, 'Name is required'],
    [{ phoneNumber: '123' }, 'Minimum 10 digits required'],
    [{ countryCode: '' }, 'Country is required.'],
    [{ gender: 'X' }, 'Gender must be MALE, FEMALE or OTHER'],
  ])('refuses %j', async (over, message) => {
    const r = await t.inject({
      method: 'PUT',
      url: '/api/v1/user/account/update',
      headers: await t.as('TEACHER'),
      payload: { displayName: 'T', countryCode: '+91', phoneNumber: '9999999999', gender: 'MALE', ...over },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: message });
  });
});
