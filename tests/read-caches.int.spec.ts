import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, grant, PASSWORD, revoke, startTestApp, type TestApp } from './support/harness.js';

/**
 * The per-request caches (decision 0024): the caller's user, session and modules are kept in memory, and dashboard
 * replies are shared between viewers, until the read model that owns them moves. Each test first makes the cache hold
 * the value (two calls), then records the event and checks the next calls see it. "Eventually" stands for the change
 * signal reaching this server (at once in embedded mode, through Redis with a worker).
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const signIn = async (email: string, password = PASSWORD) => {
  const r = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  expect(r.statusCode, r.body).toBe(200);
  return { authorization: `Bearer ${r.json().data.accessToken as string}` };
};
const me = async (h: Record<string, string>) => (await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: h })).statusCode;
const hits = () => t.app.sharedReads.stats.hits;
const dashboard = async (h: Record<string, string>, at?: string) => {
  const r = await t.with(h).get('dashboard/admin/dashboard-stat', { at });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { totalDepartments: number; feesDueNow?: number };
};

describe('the authenticator keeps a user only until their app_user row moves', () => {
  it('refuses a blocked user whose token it had just accepted', async () => {
    const h = await signIn('teacher@b.test');
    expect(await me(h)).toBe(200);
    expect(await me(h)).toBe(200);
    const id = t.schoolB.users.get('TEACHER')!;
    const r = await t.inject({ method: 'PUT', url: `/api/v1/user/block/${id}`, headers: await t.as('ADMIN', 'b') });
    expect(r.statusCode, r.body).toBe(200);
    await eventually(async () => (await me(h)) === 401);
    // And stays refused: the refusal is never kept as an acceptance.
    expect(await me(h)).toBe(401);
  });

  it('refuses a signed-out session from the very next request, and keeps the user’s other session', async () => {
    const h = await signIn('student@a.test');
    const other = await signIn('student@a.test');
    expect(await me(h)).toBe(200);
    expect(await me(other)).toBe(200);
    const out = await t.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: h });
    expect(out.statusCode, out.body).toBe(200);
    expect(await me(h)).toBe(401);
    expect(await me(other)).toBe(200);
  });

  it('refuses a token from before a new password', async () => {
    const h = await signIn('parent@b.test');
    expect(await me(h)).toBe(200);
    expect(await me(h)).toBe(200);
    await t.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'parent@b.test' } });
    const token = /token=([\w-]+)/.exec((await t.rt.mailer.latest(1, 'parent@b.test'))[0]!.body)![1]!;
    const reset = await t.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'brand-new-1' } });
    expect(reset.statusCode, reset.body).toBe(200);
    await eventually(async () => (await me(h)) === 401);
    expect(await me(await signIn('parent@b.test', 'brand-new-1'))).toBe(200);
  });

  it('refuses an institute the user was just removed from', async () => {
    const sa = await t.as('SUPER_ADMIN');
    const staff = t.schoolA.users.get('STAFF')!;
    const instB = t.schoolB.instituteId;
    const add = await t.inject({ method: 'POST', url: `/api/v1/institute/assign/${instB}/${staff}`, headers: sa });
    expect(add.statusCode, add.body).toBe(200);
    const h = { ...(await signIn('staff@a.test')), 'x-institute-id': instB };
    await eventually(async () => (await me(h)) === 200);
    expect(await me(h)).toBe(200);
    const remove = await t.inject({ method: 'POST', url: `/api/v1/institute/assign/${instB}/${staff}?assign=false`, headers: sa });
    expect(remove.statusCode, remove.body).toBe(200);
    await eventually(async () => (await me(h)) === 403);
    expect(await me({ authorization: h.authorization! })).toBe(200);
  });
});

describe('the module gate keeps grants only until the permission read model moves', () => {
  it('refuses a module just removed, and lets one just given in', async () => {
    const m = await t.as('MANAGER');
    const overview = async () => (await t.with(m).get('dashboard/payment/overview')).statusCode;
    await grant(t, 'MANAGER', ['payment']);
    await eventually(async () => (await overview()) === 200);
    expect(await overview()).toBe(200);
    await revoke(t, 'MANAGER', ['payment']);
    await eventually(async () => (await overview()) === 403);
    expect(await overview()).toBe(403);
  });
});

describe('shared dashboard replies', () => {
  it('answers repeated reads from the cache, and a read after a write (X-Min-Position) with the write in it', async () => {
    const before = await dashboard(admin);
    const h0 = hits();
    expect((await dashboard(admin)).totalDepartments).toBe(before.totalDepartments);
    expect(hits()).toBeGreaterThan(h0);
    const r = await t.with(admin).post('department/create', { title: 'Cached physics', description: 'p' });
    expect(r.statusCode, r.body).toBe(200);
    const after = await dashboard(admin, r.headers['x-position'] as string);
    expect(after.totalDepartments).toBe(before.totalDepartments + 1);
  });

  it('never gives one institute the reply of another', async () => {
    const adminB = await t.as('ADMIN', 'b');
    const b = await dashboard(adminB);
    const a = await dashboard(admin);
    const r = await t.with(admin).post('department/create', { title: 'Only in A', description: 'a' });
    const at = r.headers['x-position'] as string;
    expect((await dashboard(admin, at)).totalDepartments).toBe(a.totalDepartments + 1);
    expect((await dashboard(adminB, at)).totalDepartments).toBe(b.totalDepartments);
    const rb = await t.with(adminB).post('department/create', { title: 'Only in B', description: 'b' });
    const atB = rb.headers['x-position'] as string;
    expect((await dashboard(adminB, atB)).totalDepartments).toBe(b.totalDepartments + 1);
    expect((await dashboard(admin, atB)).totalDepartments).toBe(a.totalDepartments + 1);
  });

  it('never gives a MANAGER without the payment module the fees an ADMIN sees, and follows a grant', async () => {
    await revoke(t, 'MANAGER', ['payment']);
    const m = await t.as('MANAGER');
    expect(await dashboard(admin)).toHaveProperty('feesDueNow');
    expect(await dashboard(admin)).toHaveProperty('feesDueNow');
    expect(await dashboard(m)).not.toHaveProperty('feesDueNow');
    await grant(t, 'MANAGER', ['payment']);
    await eventually(async () => 'feesDueNow' in (await dashboard(m)));
    await revoke(t, 'MANAGER', ['payment']);
    await eventually(async () => !('feesDueNow' in (await dashboard(m))));
    expect(await dashboard(m)).not.toHaveProperty('feesDueNow');
    expect(await dashboard(admin)).toHaveProperty('feesDueNow');
  });
});

describe('GET logo', () => {
  it('is revalidated by its ETag (304) and changes with the institute', async () => {
    const url = `/api/v1/logo?instituteId=${t.schoolA.instituteId}`;
    const first = await t.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // HEAD shares the route's config but never its entry: a GET after it still gets the body.
    expect((await t.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url })).json().data).toEqual(first.json().data);
    const sa = await t.as('SUPER_ADMIN');
    const upd = await t.inject({
      method: 'PUT',
      url: `/api/v1/institute/${t.schoolA.instituteId}`,
      headers: sa,
      payload: {
        instituteName: 'A School Renamed',
        email: 'office@a.test',
        phoneNumber: '9876501234',
        admin: t.schoolA.users.get('ADMIN')!,
        description: 'The same school',
        address: '1 Main Road',
      },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    const changed = await eventually(async () => {
      const r = await t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      return r.statusCode === 200 ? r : null;
    });
    expect(changed!.json().data.instituteName).toBe('A School Renamed');
    expect(changed!.headers.etag).not.toBe(etag);
  });
});
