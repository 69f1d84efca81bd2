import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PASSWORD, startTestApp, type TestApp } from './support/harness.js';
import { newUser } from './support/people.js';
import { hashPassword } from '../server/src/platform/auth/passwords.js';
import { credentialOf } from '../server/src/platform/auth/credentials.js';
import { EMAIL_SCOPE } from '../server/src/modules/identity/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const login = (email: string, password: string) => t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('forgot password', () => {
  it('answers the same for unknown addresses and sends a single-use link to known ones', async () => {
    const unknown = await t.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'nobody@a.test' } });
    const known = await t.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'teacher@a.test' } });
    expect(unknown.json()).toEqual(known.json());
    expect((await t.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: '' } })).json()).toEqual({
      error: 'Email is required',
    });

    const outbox = await t.inject({ method: 'GET', url: '/api/v1/mail/outbox?to=teacher@a.test', headers: await t.as('SUPER_ADMIN') });
    const mail = outbox.json().data[0];
    expect(mail.subject).toBe('Reset your password');
    // The operator sees the link without its secret: reading the outbox cannot take over an account.
    expect(mail.body).toMatch(/reset-password\?token=\[hidden\]/);
    const token = /token=([\w-]+)/.exec((await t.rt.mailer.latest(1, 'teacher@a.test'))[0]!.body)![1]!;
    expect(token.length).toBeGreaterThan(20);
    expect(JSON.stringify(outbox.json())).not.toContain(token);
    expect((await t.inject({ method: 'GET', url: '/api/v1/mail/outbox', headers: await t.as('ADMIN') })).statusCode).toBe(403);

    const oldSession = await t.as('TEACHER');
    const short = await t.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: '123' } });
    expect(short.json()).toEqual({ error: 'Password must be at least 6 characters' });
    const reset = await t.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'new-secret-9' } });
    expect(reset.statusCode).toBe(200);
    const reused = await t.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: 'another-1' } });
    expect(reused.statusCode).toBe(400);

    expect((await login('teacher@a.test', PASSWORD)).statusCode).toBe(401);
    expect((await login('teacher@a.test', 'new-secret-9')).statusCode).toBe(200);
    // The session signed in with the old password has ended.
    await t.settle();
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: oldSession })).statusCode).toBe(401);
  });
});

describe('credentials outside the event log (docs/decisions/0012)', () => {
  const allEvents = async () => {
    const out = [];
    for (let after = 0n; ; ) {
      const batch = await t.rt.store.readAll({ after, limit: 500 });
      if (batch.length === 0) return out;
      out.push(...batch);
      after = batch.at(-1)!.position;
    }
  };

  it('keeps no password hash in any event after registering, inviting and resetting', async () => {
    // Seeded users were registered with a password; this one is invited and chooses one through the link.
    const invited = await newUser(t, await t.as('ADMIN'), 'TEACHER');
    expect((await login(invited.email, PASSWORD)).statusCode).toBe(200);
    const events = await allEvents();
    expect(events.some((e) => e.type === 'UserRegistered')).toBe(true);
    expect(events.some((e) => e.type === 'PasswordChanged')).toBe(true);
    for (const e of events) expect(JSON.stringify(e.data), e.type).not.toMatch(/scrypt\$|passwordHash/);
    expect(await credentialOf(t.rt.database.db, invited.id)).toMatch(/^scrypt\$/);
  });

  it('still signs in a user whose hash is only in an event recorded before, and replays it without the hash', async () => {
    const userId = `legacy-${randomUUID()}`;
    const email = 'legacy@a.test';
    const hash = await hashPassword('legacy-pass-1');
    await t.rt.reservations.reserve(EMAIL_SCOPE, email, userId, 'taken');
    const metadata = {
      actorId: 'SYSTEM',
      actorRole: 'SYSTEM' as const,
      instituteId: t.schoolA.instituteId,
      occurredAt: new Date().toISOString(),
      correlationId: 'legacy',
      causationId: 'legacy',
    };
    await t.rt.store.append(`user-${userId}`, 'no_stream', [
      {
        type: 'UserRegistered',
        eventId: randomUUID(),
        metadata,
        data: { userId, email, displayName: 'Legacy', role: 'TEACHER', passwordHash: hash, institutes: [t.schoolA.instituteId] },
      },
    ]);
    expect(await credentialOf(t.rt.database.db, userId)).toBeNull();
    expect((await login(email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(email, 'legacy-pass-1')).statusCode).toBe(200);
    expect(await credentialOf(t.rt.database.db, userId)).toBe(hash);
    await t.settle();
    const row = await t.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${(await login(email, 'legacy-pass-1')).json().data.accessToken}` },
    });
    expect(row.json().data).toMatchObject({ email, role: 'TEACHER' });
  });
});
