import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let sa: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  sa = await t.as('SUPER_ADMIN');
});
afterAll(async () => t?.close());

type Row = {
  name: string;
  version: number;
  generation: number;
  checkpoint: string;
  head: string;
  lag: string;
  status: string;
  rebuild: unknown;
};

const status = async () => {
  const r = await t.inject({ method: 'GET', url: '/api/v1/projection/status', headers: sa });
  expect(r.statusCode).toBe(200);
  return r.json().data as Row[];
};
const row = (rows: Row[], name: string) => rows.find((r) => r.name === name)!;

describe('GET projection/status', () => {
  it('is for SUPER_ADMIN only', async () => {
    for (const role of ['ADMIN', 'MANAGER', 'STAFF'] as const) {
      const r = await t.inject({ method: 'GET', url: '/api/v1/projection/status', headers: await t.as(role) });
      expect(r.statusCode, role).toBe(403);
      expect(r.json()).toEqual({ error: expect.any(String) });
    }
    expect((await t.inject({ method: 'GET', url: '/api/v1/projection/status' })).statusCode).toBe(401);
  });

  it('lists department and finance_entry with checkpoint, head and lag that add up', async () => {
    const c = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: await t.as('ADMIN'),
      payload: { title: 'Status dept', description: 's' },
    });
    const written = BigInt(c.headers['x-position'] as string);
    await t.settle();
    const rows = await status();
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['department', 'finance_entry']));
    for (const name of ['department', 'finance_entry']) {
      const r = row(rows, name);
      expect(r, name).toMatchObject({
        status: 'live',
        rebuild: null,
        checkpoint: expect.stringMatching(/^\d+$/),
        head: expect.stringMatching(/^\d+$/),
      });
      expect(BigInt(r.head)).toBeGreaterThanOrEqual(written);
      expect(BigInt(r.lag)).toBe(BigInt(r.head) - BigInt(r.checkpoint));
      expect(r.generation).toBeGreaterThanOrEqual(1);
    }
    expect(BigInt(row(rows, 'department').checkpoint)).toBeGreaterThanOrEqual(written);
  });
});

describe('POST projection/rebuild', () => {
  it('is for SUPER_ADMIN only', async () => {
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/projection/rebuild',
      headers: await t.as('ADMIN'),
      payload: { name: 'department' },
    });
    expect(r.statusCode).toBe(403);
  });

  it('answers 202, then the status shows a new generation serving the same rows', async () => {
    const admin = await t.as('ADMIN');
    for (const title of ['Rebuilt 1', 'Rebuilt 2']) {
      await t.inject({ method: 'POST', url: '/api/v1/department/create', headers: admin, payload: { title, description: 'r' } });
    }
    await t.settle();
    const before = (await t.inject({ method: 'GET', url: '/api/v1/department?perPage=200', headers: admin })).json();
    const gen = row(await status(), 'department').generation;
    const financeGen = row(await status(), 'finance_entry').generation;

    const r = await t.inject({ method: 'POST', url: '/api/v1/projection/rebuild', headers: sa, payload: { name: 'department' } });
    expect(r.statusCode).toBe(202);
    expect(r.json()).toMatchObject({ message: expect.any(String), data: { names: ['department'] } });

    const done = await eventually(
      async () => {
        const d = row(await status(), 'department');
        return d.generation > gen && d.status === 'live' && d.rebuild === null ? d : null;
      },
      15_000,
      50,
    );
    expect(done!.generation).toBe(gen + 1);
    const after = (await t.inject({ method: 'GET', url: '/api/v1/department?perPage=200', headers: admin })).json();
    expect(after).toEqual(before);
    // Only the projection named was rebuilt.
    expect(row(await status(), 'finance_entry').generation).toBe(financeGen);

    // Writes after the swap land in the new tables.
    const c = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: admin,
      payload: { title: 'After rebuild', description: 'a' },
    });
    const got = await t.inject({
      method: 'GET',
      url: `/api/v1/department/${c.json().data._id}`,
      headers: { ...admin, 'x-min-position': c.headers['x-position'] as string },
    });
    expect(got.statusCode).toBe(200);
  });

  it.each([
    ['an unknown name', { name: 'no_such_projection' }, /Unknown projection/],
    ['an empty name', { name: '' }, /Projection name is required/],
    ['no name', {}, /Projection name is required/],
    ['a name that is not text', { name: ['department'] }, /./],
  ])('refuses %s with 400', async (_n, payload, message) => {
    const r = await t.inject({ method: 'POST', url: '/api/v1/projection/rebuild', headers: sa, payload });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: expect.stringMatching(message) });
  });
});
