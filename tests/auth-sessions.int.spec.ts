import { createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushEnvelope } from '@school/contracts';
import { buildApp } from '@school/server';
import { clientRoutes } from '../server/src/client-assets.js';
import { dummyHash, hashPassword, passwordWork } from '../server/src/platform/auth/passwords.js';
import { registerUser } from '../server/src/modules/identity/index.js';
import { eventually, PASSWORD, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const login = (email: string, password: string, remoteAddress = '10.1.0.1') =>
  t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });
const me = (token: string) => t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

/** Re-signs a real token's claims with the server's key: only the field under test differs. */
function resign(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [h, p] = token.split('.');
  const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
  change(claims);
  const body = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', t.rt.secret).update(body).digest('base64url')}`;
}

describe('sign-in throttling', () => {
  it("does not let an attacker's failures from one address keep the owner out", async () => {
    const email = 'teacher@b.test';
    for (let i = 1; i <= 5; i++) expect((await login(email, `bad-pass-${i}`, '10.6.6.6')).statusCode).toBe(401);
    // The attacker's address now waits, even with the right password, and is told how long.
    const held = await login(email, PASSWORD, '10.6.6.6');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ error: expect.stringMatching(/wait 1 second/) });
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The owner at school, from another address, signs in at once.
    expect((await login(email, PASSWORD, '10.7.7.7')).statusCode).toBe(200);
    // And from the attacker's address too, once the short wait is over.
    await eventually(async () => (await login(email, PASSWORD, '10.6.6.6')).statusCode === 200, 5000, 250);
  });

  it('behind a proxy (TRUST_PROXY=1) counts the address the proxy saw, which a client cannot forge', async () => {
    process.env.TRUST_PROXY = '1';
    const app = await buildApp(t.rt);
    delete process.env.TRUST_PROXY;
    const via = (forwarded: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'manager@b.test', password },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwarded },
      });
    try {
      for (let i = 1; i <= 5; i++) expect((await via(`1.1.1.${i}, 10.50.0.1`, `bad-pass-${i}`)).statusCode).toBe(401);
      // A new made-up address in front changes nothing; another real client is not held back.
      expect((await via('9.9.9.9, 10.50.0.1', PASSWORD)).statusCode).toBe(429);
      expect((await via('10.50.0.2', PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('never counts successful sign-ins (a school behind one address signs in all morning)', async () => {
    for (let i = 0; i < 105; i++) {
      const r = await login('staff@b.test', PASSWORD, '10.2.2.2');
      expect(r.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });
});

describe('account enumeration by timing', () => {
  it('does one password derivation for a known user, an unknown e-mail and an invited user alike', async () => {
    const invited = await registerUser(
      t.rt,
      {
        actor: { userId: 'test', role: 'SYSTEM' },
        instituteId: t.schoolA.instituteId,
        correlationId: 'invite',
        now: new Date(),
      },
      { email: 'invited@a.test', displayName: 'Invited', role: 'TEACHER', password: null, institutes: [t.schoolA.instituteId] },
    );
    expect(invited.userId).toEqual(expect.any(String));
    // The dummy costs what a new hash costs.
    const costOf = (h: string) => h.split('$')[1];
    expect(costOf(await dummyHash())).toBe(costOf(await hashPassword('whatever-1')));
    const work = async (email: string) => {
      const before = passwordWork.derivations;
      const r = await login(email, 'wrong-password', '10.3.3.3');
      expect(r.statusCode).toBe(401);
      return passwordWork.derivations - before;
    };
    expect(await work('manager@a.test')).toBe(1);
    expect(await work('nobody-here@a.test')).toBe(1);
    expect(await work('invited@a.test')).toBe(1);
  });
});

describe('sessions', () => {
  it('refuses a token signed without an expiry, or without a session id', async () => {
    const good = (await login('student@a.test', PASSWORD)).json().data.accessToken as string;
    const forever = resign(good, (c) => delete c.exp);
    expect((await me(forever)).statusCode).toBe(401);
    expect((await me(resign(good, (c) => delete c.sid))).statusCode).toBe(401);
    expect((await me(good)).statusCode).toBe(200);
  });

  it('POST auth/logout ends that token at once, not the other sessions, and signals the user read model', async () => {
    const r = await login('parent@a.test', PASSWORD);
    const token = r.json().data.accessToken as string;
    const userId = r.json().data.user._id as string;
    const otherDevice = (await login('parent@a.test', PASSWORD)).json().data.accessToken as string;
    const signals: PushEnvelope[] = [];
    const off = t.rt.push.subscribe((env) => void signals.push(env));
    try {
      const out = await t.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: expect.any(String), data: {} });
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(otherDevice)).statusCode).toBe(200);
      const events = await t.rt.store.readStream(`user-${userId}`);
      expect(events.at(-1)?.type).toBe('UserSignedOut');
      const named = (s: PushEnvelope) =>
        s.message.type === 'change' && s.message.readModel === 'app_user' && s.message.ids.includes(userId);
      await eventually(() => signals.some(named));
    } finally {
      off();
    }
    // Signing in again gives a working token; logging out without one is a 401.
    expect((await me((await login('parent@a.test', PASSWORD)).json().data.accessToken)).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(401);
  });

  it('marks API replies that carry tokens or personal data no-store', async () => {
    const r = await login('admin@a.test', PASSWORD);
    expect(r.headers['cache-control']).toBe('no-store');
    expect((await me(r.json().data.accessToken)).headers['cache-control']).toBe('no-store');
    expect((await login('admin@a.test', 'wrong-password')).headers['cache-control']).toBe('no-store');
  });
});

describe('the panel', () => {
  it('is served with a Content-Security-Policy', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'panel-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Panel</title><script type="module" src="/app.js"></script>');
    await writeFile(join(dist, 'app.js'), 'console.log(1)');
    const app = await buildApp(t.rt, { extra: (a, pages) => clientRoutes(a, pages, dist) });
    try {
      for (const url of ['/', '/login', '/panel/admin/dashboard']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        const csp = String(page.headers['content-security-policy']);
        expect(csp, url).toMatch(/script-src 'self'/);
        expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
        expect(csp, url).toMatch(/frame-ancestors 'none'/);
        expect(csp, url).toMatch(/img-src[^;]* data: blob:/);
      }
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
