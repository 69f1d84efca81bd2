import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

describe('read-your-writes', () => {
  it('gives every command reply an x-position at the head of the log', async () => {
    const d = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: admin,
      payload: { title: 'Optics', description: 'Light' },
    });
    const p1 = BigInt(d.headers['x-position'] as string);
    expect(p1).toBe(await t.rt.store.head());
    const f = await t.inject({
      method: 'POST',
      url: '/api/v1/finance/create',
      headers: admin,
      payload: { title: 'Lens fund', financeType: 'CREDIT', amount: 42 },
    });
    const p2 = BigInt(f.headers['x-position'] as string);
    expect(p2).toBeGreaterThan(p1);
    const del = await t.inject({ method: 'DELETE', url: `/api/v1/finance/delete/${f.json().data._id}`, headers: admin });
    expect(BigInt(del.headers['x-position'] as string)).toBeGreaterThan(p2);
  });

  it('makes a query with x-min-position see the write it names, at once and on every read model', async () => {
    // Several rounds: without the wait a read right after the write would miss it some of the time.
    for (let i = 0; i < 5; i++) {
      const c = await t.inject({
        method: 'POST',
        url: '/api/v1/department/create',
        headers: admin,
        payload: { title: `Wave ${i}`, description: 'w' },
      });
      const pos = c.headers['x-position'] as string;
      const id = c.json().data._id as string;
      const one = await t.inject({ method: 'GET', url: `/api/v1/department/${id}`, headers: { ...admin, 'x-min-position': pos } });
      expect(one.statusCode).toBe(200);
      expect(one.headers['x-stale']).toBeUndefined();
      const listed = await t.inject({
        method: 'GET',
        url: `/api/v1/department?searchTitle=Wave%20${i}`,
        headers: { ...admin, 'x-min-position': pos },
      });
      expect(listed.json().totalCount).toBe(1);
      const stat = await t.inject({
        method: 'GET',
        url: '/api/v1/dashboard/admin/dashboard-stat',
        headers: { ...admin, 'x-min-position': pos },
      });
      expect(stat.json().data.totalDepartments).toBe(i + 2);
    }
  });

  it('marks a reply x-stale when the read models cannot reach the position in time', async () => {
    const far = ((await t.rt.store.head()) + 1_000_000n).toString();
    const r = await t.inject({ method: 'GET', url: '/api/v1/department', headers: { ...admin, 'x-min-position': far } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-stale']).toBe('true');
  });

  it.each(['abc', '-1', '1.5', '', ' ', '0x10', '1e3', '99999999999999999999'])('refuses x-min-position %j with 400', async (v) => {
    const r = await t.inject({ method: 'GET', url: '/api/v1/department', headers: { ...admin, 'x-min-position': v } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'X-Min-Position must be a whole number.' });
  });

  it('ignores x-min-position on routes that read no read model', async () => {
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/finance/create',
      headers: { ...admin, 'x-min-position': 'abc' },
      payload: { title: 'x', financeType: 'DEBIT', amount: 1 },
    });
    expect(r.statusCode).toBe(200);
  });
});
