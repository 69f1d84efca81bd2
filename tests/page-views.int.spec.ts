import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school/contracts';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const visit = (role: Role, sessionKey: string, ua: string, school: 'a' | 'b' = 'a') =>
  t.as(role, school).post('page-view', { sessionKey }, { headers: { 'user-agent': ua } });
const counts = (rows: { _id: string; totalUser: number }[]) => Object.fromEntries(rows.map((r) => [r._id, r.totalUser]));

describe('page views (issue 19 §6; 000 §2, §3, §7, §9)', () => {
  it('records a session once, by the platform of its browser, and counts people per platform', async () => {
    const first = await visit('STUDENT', 'session-one', ANDROID);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Visit recorded', data: { platform: 'android', recorded: true } });
    const again = await visit('STUDENT', 'session-one', ANDROID);
    expect(again.json().data).toEqual({ platform: 'android', recorded: false });
    await visit('STUDENT', 'session-two', ANDROID); // the same person again: still one Android visitor
    await visit('TEACHER', 'session-one', WINDOWS); // the same key from another user is another visit
    const last = await visit('PARENT', 'session-three', 'curl/8.0');
    const status = await t.as('ADMIN').get('dashboard/admin/page-view-status', { at: pos(last) });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.map((r: { _id: string }) => r._id)).toEqual(['android', 'ios', 'windows', 'linux', 'other']);
    expect(counts(status.json().data)).toEqual({ android: 1, ios: 0, windows: 1, linux: 0, other: 1 });
    // A period that ended before the visits counts none of them; another institute sees none.
    const before = await t
      .as('ADMIN')
      .get('dashboard/admin/page-view-status?startDate=2020-01-01T00:00:00.000Z&endDate=2020-12-31T23:59:59.000Z');
    expect(Object.values(counts(before.json().data))).toEqual([0, 0, 0, 0, 0]);
    const b = await t.as('ADMIN', 'b').get('dashboard/admin/page-view-status');
    expect(Object.values(counts(b.json().data))).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses a bad session key and a bad period, and the widget to those who do not see the dashboard', async () => {
    const before = await t.rt.store.head();
    expect((await t.as('STUDENT').post('page-view', {})).json()).toEqual({ error: 'Session key is required.' });
    expect((await t.as('STUDENT').post('page-view', { sessionKey: 'x' })).statusCode).toBe(400);
    expect((await t.as('STUDENT').post('page-view', { sessionKey: 'not a key!' })).statusCode).toBe(400);
    expect((await t.with().post('page-view', { sessionKey: 'session-nobody' })).statusCode).toBe(401);
    expect(await t.rt.store.head()).toBe(before);
    const reversed = await t
      .as('ADMIN')
      .get('dashboard/admin/page-view-status?startDate=2026-02-01T00:00:00.000Z&endDate=2026-01-01T00:00:00.000Z');
    expect(reversed.json()).toEqual({ error: 'End date cannot be before start date.' });
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as Role[])
      expect((await t.as(role).get('dashboard/admin/page-view-status')).statusCode, role).toBe(403);
  });
});
