import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, multipart, png, startTestApp, type TestApp } from './support/harness.js';
import { sql } from 'kysely';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, key: string | undefined, payload?: object, headers = admin) =>
  t.with(headers).send(method, url, payload, { headers: key !== undefined ? { 'idempotency-key': key } : {} });

describe('Idempotency-Key', () => {
  it('replays the same reply for the same key and body, and records one event', async () => {
    const body = { title: 'Retried department', description: 'Sent twice over a flaky network' };
    const first = await send('POST', '/api/v1/department/create', 'create-dept-1', body);
    expect(first.statusCode).toBe(200);
    const head = await t.rt.store.head();
    const second = await send('POST', '/api/v1/department/create', 'create-dept-1', body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['x-position']).toBe(first.headers['x-position']);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.rt.store.head()).toBe(head);
    const id = first.json().data._id as string;
    expect(await eventCount(t.rt, `department-${id}`)).toBe(1);
    const listed = await t.with(admin).get('department?searchTitle=Retried', { at: first.headers['x-position'] as string });
    expect(listed.json().totalCount).toBe(1);
  });

  it('does the same for a finance entry (the amount of money must not double)', async () => {
    const body = { title: 'Fee paid once', financeType: 'CREDIT', amount: 2500 };
    const r1 = await send('POST', '/api/v1/finance/create', 'fin-1', body);
    const r2 = await send('POST', '/api/v1/finance/create', 'fin-1', body);
    const r3 = await send('POST', '/api/v1/finance/create', 'fin-1', body);
    expect([r1.statusCode, r2.statusCode, r3.statusCode]).toEqual([200, 200, 200]);
    expect(r2.json()).toEqual(r1.json());
    expect(r3.json()).toEqual(r1.json());
    expect(await eventCount(t.rt, `financeEntry-${r1.json().data._id}`)).toBe(1);
    const stat = await t.with(admin).get('dashboard/admin/dashboard-stat', { at: r1.headers['x-position'] as string });
    expect(stat.json().data.totalRevenue).toBe(2500);
  });

  it('replays a multipart create with the same icon bytes', async () => {
    const icon = png(5, 5);
    const mk = () => multipart({ title: 'With icon', description: 'd', icon: { filename: 'i.png', contentType: 'image/png', data: icon } });
    const f1 = mk();
    const r1 = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...admin, ...f1.headers, 'idempotency-key': 'mp-1' },
      payload: f1.payload,
    });
    const f2 = mk(); // a different boundary, the same content
    const r2 = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...admin, ...f2.headers, 'idempotency-key': 'mp-1' },
      payload: f2.payload,
    });
    expect(r1.statusCode).toBe(200);
    expect(r2.statusCode).toBe(200);
    expect(r2.json().data._id).toBe(r1.json().data._id);
    expect(await eventCount(t.rt, `department-${r1.json().data._id}`)).toBe(1);
    // Another picture under the same key is another request.
    const f3 = multipart({ title: 'With icon', description: 'd', icon: { filename: 'i.png', contentType: 'image/png', data: png(6, 6) } });
    const r3 = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...admin, ...f3.headers, 'idempotency-key': 'mp-1' },
      payload: f3.payload,
    });
    expect(r3.statusCode).toBe(422);
  });

  it('refuses the same key with another body with 422, and records nothing', async () => {
    const r1 = await send('POST', '/api/v1/finance/create', 'fin-2', { title: 'Original', financeType: 'DEBIT', amount: 10 });
    expect(r1.statusCode).toBe(200);
    const head = await t.rt.store.head();
    const r2 = await send('POST', '/api/v1/finance/create', 'fin-2', { title: 'Original', financeType: 'DEBIT', amount: 11 });
    expect(r2.statusCode).toBe(422);
    expect(r2.json()).toEqual({ error: expect.any(String) });
    // The same key on another route is another request too.
    const r3 = await send('POST', '/api/v1/department/create', 'fin-2', { title: 'Original', description: 'x' });
    expect(r3.statusCode).toBe(422);
    expect(await t.rt.store.head()).toBe(head);
  });

  it('keeps keys per user: the same key from another user is a new request', async () => {
    const body = { title: 'Shared key', description: 'Both institutes' };
    const a = await send('POST', '/api/v1/department/create', 'same-key', body);
    const b = await send('POST', '/api/v1/department/create', 'same-key', body, await t.as('ADMIN', 'b'));
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().data._id).not.toBe(a.json().data._id);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
  });

  it('does not keep a failed reply: a corrected retry under the same key goes through', async () => {
    const bad = await send('POST', '/api/v1/finance/create', 'fin-3', { title: 'Typo', financeType: 'CREDIT', amount: -1 });
    expect(bad.statusCode).toBe(400);
    const good = await send('POST', '/api/v1/finance/create', 'fin-3', { title: 'Typo', financeType: 'CREDIT', amount: 1 });
    expect(good.statusCode).toBe(200);
  });

  it('makes update idempotent too: a replayed update is not applied twice', async () => {
    const c = await send('POST', '/api/v1/department/create', undefined, { title: 'To rename', description: 'd' });
    const id = c.json().data._id as string;
    const u1 = await send('PUT', `/api/v1/department/update/${id}`, 'upd-1', { title: 'Renamed', description: 'd' });
    const u2 = await send('PUT', `/api/v1/department/update/${id}`, 'upd-1', { title: 'Renamed', description: 'd' });
    expect(u1.statusCode).toBe(200);
    expect(u2.json()).toEqual(u1.json());
    expect(await eventCount(t.rt, `department-${id}`)).toBe(2);
  });

  it.each([
    ['with spaces', 'my key'],
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
    ['with a tab', 'a\tb'],
    ['non-ASCII', 'clé'],
  ])('refuses a key %s with 400', async (_n, key) => {
    const head = await t.rt.store.head();
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/finance/create',
      headers: { ...admin, 'idempotency-key': key },
      payload: { title: 'Bad key', financeType: 'CREDIT', amount: 1 },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Idempotency-Key must be 1 to 200 printable characters.' });
    expect(await t.rt.store.head()).toBe(head);
  });
});

describe('public calls', () => {
  it('keep no reply: an access token never lands in the idempotency table', async () => {
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'idempotency-key': 'login-key-1' },
      payload: { email: 'admin@a.test', password: 'secret123' },
    });
    expect(r.statusCode).toBe(200);
    const rows = await sql<{ n: string }>`select count(*) as n from idempotency_reply where key = 'login-key-1'`.execute(t.database.db);
    expect(Number(rows.rows[0]!.n)).toBe(0);
  });
});
