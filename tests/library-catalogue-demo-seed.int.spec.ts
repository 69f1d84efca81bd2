import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('demo library catalogue', () => {
  it('has about 300 books with authors, publications and categories, 1 to 8 copies each', async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.school', password: t.rt.config.demoPassword },
    });
    const admin = { authorization: `Bearer ${r.json().data.accessToken}` };
    const books = await t.inject({ method: 'GET', url: '/api/v1/book?perPage=200&pageNo=1', headers: admin });
    expect(books.statusCode, books.body).toBe(200);
    expect(books.json().totalCount).toBeGreaterThan(250);
    const rows = books.json().data as { quantity: number; author: unknown; publication: unknown; category: unknown }[];
    expect(rows.every((b) => b.quantity >= 1 && b.quantity <= 8 && b.author && b.publication && b.category)).toBe(true);
    const authors = await t.inject({ method: 'GET', url: '/api/v1/author?perPage=100', headers: admin });
    expect(authors.json().totalCount).toBeGreaterThanOrEqual(25);
    const pubs = await t.inject({ method: 'GET', url: '/api/v1/publication?perPage=100', headers: admin });
    expect(pubs.json().totalCount).toBe(10);
  }, 300_000);
});
