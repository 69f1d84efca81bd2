import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';
import { demoLogin } from './support/demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

const login = (email: string) => demoLogin(t, email);

describe('demo store', () => {
  it('has items, supplies in every status, movements, one item low and the admins told', async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const admin = await login('admin@demo.school');
    const get = async (url: string, headers = admin) => {
      const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const items = await get('inventory?perPage=50');
    expect(items.totalCount).toBe(25);
    expect(items.data.filter((i: { low: boolean }) => i.low).length).toBeGreaterThanOrEqual(1);
    const supplies = (await get('inventory/supply?perPage=50')).data as { orderStatus: string; cancelled: boolean }[];
    for (const s of ['ORDER_REQUEST', 'INITIATED', 'PROCESSING', 'DELIVERED']) expect(supplies.map((x) => x.orderStatus)).toContain(s);
    expect(supplies.some((x) => x.cancelled)).toBe(true);
    const stat = (await get('dashboard/admin/inventory-stat')).data;
    expect(stat.totalSold).toBeGreaterThan(0);
    expect((await get('dashboard/admin/inventory-top-product')).data).toHaveLength(4);
    const inbox = (await get('notification?perPage=50')).data as { kind: string }[];
    expect(inbox.some((n) => n.kind === 'INVENTORY_LOW_STOCK')).toBe(true);
    const staff = await login('staff@demo.school');
    const mine = await get('inventory/supply', staff);
    expect(mine.message).toBe('Supply Requests');
    expect(mine.data.length).toBeGreaterThan(0);
  }, 240_000);
});
