import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@school/server';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('demo fleet', () => {
  it('has four vehicles (one inactive), four drivers, two routes, and papers expiring soon', async () => {
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
    const vehicles = await get('vehicle?perPage=20');
    expect(vehicles.totalCount).toBe(4);
    expect(vehicles.data.map((v: { seats: number | null }) => v.seats).sort()).toEqual([24, 32, 40, null]);
    expect((await get('vehicle?status=INACTIVE')).totalCount).toBe(1);
    expect((await get('driver')).totalCount).toBe(4);
    const routes = (await get('transport')).data as { startFrom: string; startAt: string; inCharge: { displayName: string } | null }[];
    expect(routes.map((r) => [r.startFrom, r.startAt, r.inCharge !== null])).toEqual([
      ['Kothrud – Campus', '07:10', true],
      ['Hadapsar – Campus', '07:25', false],
    ]);
    const stat = (await get('dashboard/admin/transport-stat')).data;
    expect(stat).toMatchObject({ totalVehicle: 4, activeVehicle: 3, totalDriver: 4, totalRoute: 2 });
    expect(stat.expiringSoon.map((p: { kind: string; daysLeft: number }) => [p.kind, p.daysLeft])).toEqual([
      ['INSURANCE', 14],
      ['LICENCE', 20],
    ]);
    expect((await get('dashboard/admin/dashboard-stat')).data.totalActiveVehicle).toBe(3);
  }, 240_000);
});
