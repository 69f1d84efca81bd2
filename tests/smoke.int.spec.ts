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
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: h,
      payload: { title: 'Physics', description: 'Labs' },
    });
    expect(created.statusCode).toBe(200);
    const pos = created.headers['x-position'] as string;
    expect(pos).toMatch(/^\d+$/);
    const list = await t.inject({ method: 'GET', url: '/api/v1/department', headers: { ...h, 'x-min-position': pos } });
    expect(list.json()).toMatchObject({
      totalCount: 1,
      pageNo: 1,
      perPage: 20,
      isLastChunk: true,
      data: [{ title: 'Physics', totalUser: 0 }],
    });
  });
});

describe('requests that fail before routing', () => {
  it('get the plain { error } envelope', async () => {
    const bad = await t.inject({ method: 'GET', url: '/api/v1/department/%ZZ', headers: await t.as('ADMIN') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'The address is not valid.' });
    const unknown = await t.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json())).toEqual(['error']);
  });
});
