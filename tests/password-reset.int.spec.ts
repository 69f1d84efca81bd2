import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/harness.js';

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
    expect((await t.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: '' } })).json()).toEqual({ error: 'Email is required' });

    const outbox = await t.inject({ method: 'GET', url: '/api/v1/mail/outbox?to=teacher@a.test', headers: await t.as('SUPER_ADMIN') });
    const mail = outbox.json().data[0];
    expect(mail.subject).toBe('Reset your password');
    const token = /token=([\w-]+)/.exec(mail.body)![1]!;
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
