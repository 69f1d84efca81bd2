import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object, headers });

/** Re-signs a real token's claims with the server's key: only the field under test differs. */
function resign(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [h, p] = token.split('.');
  const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
  change(claims);
  const body = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', t.rt.secret).update(body).digest('base64url')}`;
}

describe('POST auth/login: the spec messages (001 §5)', () => {
  it.each([
    ['missing email', { password: PASSWORD }, 'Email is required'],
    ['empty email', { email: '', password: PASSWORD }, 'Email is required'],
    ['whitespace email', { email: '   \t ', password: PASSWORD }, 'Email is required'],
    ['email of non-ASCII only', { email: '\u00e9\u00e8 ', password: PASSWORD }, 'Email is required'],
    ['null email', { email: null, password: PASSWORD }, 'Email is required'],
    ['missing password', { email: 'admin@a.test' }, 'Password is required'],
    ['empty password', { email: 'admin@a.test', password: '' }, 'Password is required'],
    ['whitespace password', { email: 'admin@a.test', password: '      ' }, 'Password is required'],
    ['short password', { email: 'admin@a.test', password: 'abc12' }, 'Password must be at least 6 characters'],
    // Trimmed and stripped before counting: six characters of which one is non-ASCII and two are spaces.
    ['short after trimming', { email: 'admin@a.test', password: ' abc\u00e9d ' }, 'Password must be at least 6 characters'],
  ])('%s', async (_name, payload, error) => {
    const r = await login(payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error });
  });

  it('strips non-ASCII and trims before signing in', async () => {
    const r = await login({ email: '  admin@a.test\u00e9 ', password: `  ${PASSWORD}\u00a0` });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.user.email).toBe('admin@a.test');
  });

  it('is case-insensitive on the e-mail', async () => {
    const r = await login({ email: 'ADMIN@A.Test', password: PASSWORD });
    expect(r.statusCode).toBe(200);
  });

  it('replies {message, data: {accessToken, user}}', async () => {
    const r = await login({ email: 'teacher@a.test', password: PASSWORD });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'message']);
    expect(body.message).toEqual(expect.any(String));
    expect(body.data.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.user).toMatchObject({
      _id: t.schoolA.users.get('TEACHER'),
      email: 'teacher@a.test',
      role: 'TEACHER',
      institutes: [t.schoolA.instituteId],
      activeInstitute: t.schoolA.instituteId,
      landing: '/panel/teacher/dashboard',
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 {error}', async () => {
    const wrong = await login({ email: 'staff@a.test', password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@a.test', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: expect.any(String) });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('makes the same e-mail and IP wait after 5 failures (429, Retry-After), even with the right password', async () => {
    // A user no other test signs in as. The wait is short (auth-sessions.int.spec.ts shows the owner getting in).
    const email = 'parent@b.test';
    for (let i = 1; i <= 5; i++) expect((await login({ email, password: `bad-pass-${i}` })).statusCode).toBe(401);
    const sixth = await login({ email, password: PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: expect.any(String) });
    expect(sixth.headers['retry-after']).toEqual(expect.any(String));
    expect((await login({ email, password: 'bad-pass-7' })).statusCode).toBe(429);
    // Another e-mail from the same IP is not locked out by this one.
    expect((await login({ email: 'manager@a.test', password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('the access guard', () => {
  it('serves GET logo without a token', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/v1/logo' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: expect.any(String), data: { instituteName: 'A School', logoUrl: null } });
    const b = await t.inject({ method: 'GET', url: `/api/v1/logo?instituteId=${t.schoolB.instituteId}` });
    expect(b.json().data.instituteName).toBe('B College');
  });

  it('answers no token with 401 {error}', async () => {
    for (const url of ['/api/v1/auth/me', '/api/v1/department', '/api/v1/finance', '/api/v1/institute']) {
      const r = await t.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(401);
      expect(r.json(), url).toEqual({ error: expect.any(String) });
    }
    const post = await t.inject({ method: 'POST', url: '/api/v1/department/create', payload: { title: 'X', description: 'Y' } });
    expect(post.statusCode).toBe(401);
  });

  it('answers a role that may not call the route with 403 {error}', async () => {
    const cases: [string, 'GET' | 'POST', string, object?][] = [
      ['STUDENT', 'POST', '/api/v1/department/create', { title: 'Nope', description: 'Nope' }],
      ['STUDENT', 'POST', '/api/v1/finance/create', { title: 'Nope', financeType: 'CREDIT', amount: 1 }],
      ['TEACHER', 'GET', '/api/v1/finance'],
      ['STUDENT', 'GET', '/api/v1/dashboard/admin/dashboard-stat'],
      ['ADMIN', 'GET', '/api/v1/projection/status'],
    ];
    for (const [role, method, url, payload] of cases) {
      const r = await t.inject({ method, url, headers: await t.as(role as never), ...(payload ? { payload } : {}) });
      expect(r.statusCode, `${role} ${url}`).toBe(403);
      expect(r.json()).toEqual({ error: expect.any(String) });
    }
    // Nothing was recorded by the refused create.
    const list = await t.inject({ method: 'GET', url: '/api/v1/department?searchTitle=Nope', headers: await t.as('ADMIN') });
    expect(list.json().totalCount).toBe(0);
  });

  it('answers GET auth/me with the signed-in user', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: await t.as('STAFF') });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ role: 'STAFF', email: 'staff@a.test', activeInstitute: t.schoolA.instituteId });
  });

  it('answers a garbage, tampered or expired token with 401', async () => {
    const good = (await t.as('ADMIN')).authorization!.replace('Bearer ', '');
    const expired = resign(good, (c) => {
      c.iat = Math.floor(Date.now() / 1000) - 7200;
      c.exp = Math.floor(Date.now() / 1000) - 60;
    });
    // Claims changed after signing: the original signature no longer matches.
    const tampered = [
      resign(good, (c) => (c.role = 'SUPER_ADMIN'))
        .split('.')
        .slice(0, 2)
        .join('.'),
      good.split('.')[2],
    ].join('.');
    const otherKey = `${good.split('.').slice(0, 2).join('.')}.${createHmac('sha256', 'not-the-key').update('x').digest('base64url')}`;
    const stale = resign(good, (c) => (c.tv = 99));
    for (const token of ['garbage', 'a.b.c', expired, tampered, otherKey, stale, `${good}x`]) {
      const r = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(r.statusCode, token).toBe(401);
      expect(r.json()).toEqual({ error: expect.any(String) });
    }
    // The control: the same claims re-signed with the real key and a future expiry are accepted.
    const fresh = resign(good, (c) => (c.exp = Math.floor(Date.now() / 1000) + 600));
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(200);
  });

  it('answers a malformed Authorization header with 401', async () => {
    const good = (await t.as('ADMIN')).authorization!.replace('Bearer ', '');
    for (const authorization of ['Bearer', 'Bearer ', `Basic ${good}`, good, `Bearer ${good} extra`]) {
      const r = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });
      expect(r.statusCode, authorization).toBe(401);
    }
  });

  it('refuses x-institute-id of another institute to an ADMIN with 403', async () => {
    const r = await t.inject({
      method: 'GET',
      url: '/api/v1/department',
      headers: { ...(await t.as('ADMIN')), 'x-institute-id': t.schoolB.instituteId },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ error: expect.any(String) });
    const w = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...(await t.as('ADMIN')), 'x-institute-id': t.schoolB.instituteId },
      payload: { title: 'Smuggled', description: 'Into B' },
    });
    expect(w.statusCode).toBe(403);
  });

  it('lets a SUPER_ADMIN act in another institute with x-institute-id, but not in one that does not exist', async () => {
    const sa = await t.as('SUPER_ADMIN');
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...sa, 'x-institute-id': t.schoolB.instituteId },
      payload: { title: 'Made by the super admin', description: 'In B' },
    });
    expect(created.statusCode).toBe(200);
    const pos = created.headers['x-position'] as string;
    const inB = await t.inject({
      method: 'GET',
      url: '/api/v1/department',
      headers: { ...(await t.as('ADMIN', 'b')), 'x-min-position': pos },
    });
    expect(inB.json().data.map((d: { title: string }) => d.title)).toContain('Made by the super admin');
    const inA = await t.inject({ method: 'GET', url: '/api/v1/department', headers: { ...(await t.as('ADMIN')), 'x-min-position': pos } });
    expect(inA.json().data.map((d: { title: string }) => d.title)).not.toContain('Made by the super admin');
    const me = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { ...sa, 'x-institute-id': t.schoolB.instituteId } });
    expect(me.json().data.activeInstitute).toBe(t.schoolB.instituteId);
    const nowhere = await t.inject({ method: 'GET', url: '/api/v1/department', headers: { ...sa, 'x-institute-id': 'no-such-institute' } });
    expect(nowhere.statusCode).toBe(403);
  });

  it('lists only their own institutes to an ADMIN and all of them to a SUPER_ADMIN', async () => {
    const admin = await t.inject({ method: 'GET', url: '/api/v1/institute', headers: await t.as('ADMIN') });
    expect(admin.json().data.map((i: { _id: string }) => i._id)).toEqual([t.schoolA.instituteId]);
    const sa = await t.inject({ method: 'GET', url: '/api/v1/institute', headers: await t.as('SUPER_ADMIN') });
    expect(
      sa
        .json()
        .data.map((i: { _id: string }) => i._id)
        .sort(),
    ).toEqual([t.schoolA.instituteId, t.schoolB.instituteId].sort());
  });
});
