import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('demo placement reports', () => {
  it('has two years of placed students, boys and girls, some from an Excel sheet, and the dashboard card counts them', async () => {
    expect(await seedDemo(t.rt, t.app)).not.toBeNull();
    await t.settle();
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@demo.school', password: t.rt.config.demoPassword },
    });
    const admin = { authorization: `Bearer ${login.json().data.accessToken}` };
    const get = async (url: string) => {
      const r = await t.inject({ method: 'GET', url: `/api/v1/${url}`, headers: admin });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const years = (await get('placement/year')).data as { _id: number; totalStudent: number }[];
    expect(years).toHaveLength(2);
    const stat = (await get('dashboard/admin/placement-stat')).data;
    expect(stat.totalPlacedStudent).toBeGreaterThanOrEqual(20);
    expect(stat.totalBoysPlaced).toBeGreaterThan(0);
    expect(stat.totalGirlPlaced).toBeGreaterThan(0);
    const all = (await get('placement-report?perPage=100')).data as { source: string }[];
    expect(all.some((r) => r.source === 'EXCEL')).toBe(true);
    expect((await get('dashboard/admin/dashboard-stat')).data.totalPlacement).toBe(stat.totalPlacedStudent);
  }, 240_000);
});
