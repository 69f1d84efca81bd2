import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('a department, end to end', () => {
  it('is created, projected and read back with read-your-writes', async () => {
    const h = await t.as('ADMIN');
    const created = await t.inject({ method: 'POST', url: '/api/v1/department/create', headers: h, payload: { title: 'Physics', description: 'Labs' } });
    expect(created.statusCode).toBe(200);
    const pos = created.headers['x-position'] as string;
    expect(pos).toMatch(/^\d+$/);
    const list = await t.inject({ method: 'GET', url: '/api/v1/department', headers: { ...h, 'x-min-position': pos } });
    expect(list.json()).toMatchObject({ totalCount: 1, pageNo: 1, perPage: 20, isLastChunk: true, data: [{ title: 'Physics', totalUser: 0 }] });
  });
});
