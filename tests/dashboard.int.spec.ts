import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
let adminB: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  adminB = await t.as('ADMIN', 'b');
});
afterAll(async () => t?.close());

type Stat = {
  totalStudents: number;
  totalStaff: number;
  totalStock: number;
  totalRevenue: number;
  totalDepartments: number;
  totalPlacement: number;
  totalActiveVehicle: number;
  totalNewAdmission: number;
  feesDueNow: number;
  feesOverdue: number;
};

const stat = async (headers: Record<string, string>, pos?: string, query = ''): Promise<Stat> => {
  const r = await t.with(headers).get(`dashboard/admin/dashboard-stat${query}`, { at: pos });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['x-stale']).toBeUndefined();
  return r.json().data as Stat;
};
const post = async (url: string, payload: object, headers = admin) => {
  const r = await t.with(headers).post(url, payload);
  expect(r.statusCode, r.body).toBe(200);
  return r;
};
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;

describe('GET dashboard/admin/dashboard-stat', () => {
  it('starts from the seeded people: one student, staff and teacher counted, nothing else', async () => {
    const s = await stat(admin);
    expect(s).toEqual({
      totalStudents: 1,
      totalStaff: 2,
      totalStock: 0,
      totalRevenue: 0,
      totalDepartments: 0,
      totalPlacement: 0,
      totalActiveVehicle: 0,
      totalNewAdmission: 1,
      feesDueNow: 0,
      feesOverdue: 0,
    });
  });

  it('counts departments and sums CREDIT entries only; deletes take them out again', async () => {
    const beforeB = await stat(adminB);
    await post('/api/v1/department/create', { title: 'Physics', description: 'p' });
    const d2 = await post('/api/v1/department/create', { title: 'Chemistry', description: 'c' });
    await post('/api/v1/finance/create', { title: 'Fees', financeType: 'CREDIT', amount: 1000.25 });
    await post('/api/v1/finance/create', { title: 'Donation', financeType: 'CREDIT', amount: 500 });
    await post('/api/v1/finance/create', { title: 'Chalk', financeType: 'DEBIT', amount: 75 });
    const last = await post('/api/v1/finance/create', { title: 'Refund', financeType: 'CREDIT', amount: 99.75 });

    let s = await stat(admin, pos(last));
    expect(s.totalDepartments).toBe(2);
    expect(s.totalRevenue).toBe(1600);

    const delDept = await t.inject({ method: 'DELETE', url: `/api/v1/department/delete/${d2.json().data._id}`, headers: admin });
    const delFin = await t.inject({ method: 'DELETE', url: `/api/v1/finance/delete/${last.json().data._id}`, headers: admin });
    expect(delDept.statusCode).toBe(200);
    expect(delFin.statusCode).toBe(200);
    s = await stat(admin, pos(delFin));
    expect(s.totalDepartments).toBe(1);
    expect(s.totalRevenue).toBe(1500.25);

    // Institute B saw none of it.
    expect(await stat(adminB, pos(delFin))).toEqual(beforeB);
  });

  it('bounds revenue by startDate and endDate; the standing counts do not move', async () => {
    const hour = 3600_000;
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const all = await stat(admin);
    expect(all.totalRevenue).toBe(1500.25);
    const around = await stat(admin, undefined, `?startDate=${iso(now - hour)}&endDate=${iso(now + hour)}`);
    expect(around.totalRevenue).toBe(1500.25);
    const later = await stat(admin, undefined, `?startDate=${iso(now + hour)}`);
    expect(later.totalRevenue).toBe(0);
    expect(later.totalDepartments).toBe(all.totalDepartments);
    const earlier = await stat(admin, undefined, `?endDate=${iso(now - hour)}`);
    expect(earlier.totalRevenue).toBe(0);
    expect(earlier.totalStudents).toBe(all.totalStudents);
    // A date without a time is read as that day.
    const tomorrow = iso(now + 24 * hour).slice(0, 10);
    expect((await stat(admin, undefined, `?endDate=${tomorrow}T00:00:00Z`)).totalRevenue).toBe(1500.25);
  });

  it('refuses an end before the start, and dates that are not dates, with 400 {error}', async () => {
    const cases = [
      '?startDate=2024-06-02T00:00:00Z&endDate=2024-06-01T00:00:00Z',
      '?startDate=tomorrow',
      '?endDate=2024-02-31T25:00:00Z',
      '?startDate=0000-01-01T00:00:00Z',
    ];
    for (const q of cases) {
      const r = await t.inject({ method: 'GET', url: `/api/v1/dashboard/admin/dashboard-stat${q}`, headers: admin });
      expect(r.statusCode, q).toBe(400);
      expect(r.json(), q).toEqual({ error: expect.any(String) });
    }
    const r = await t.inject({ method: 'GET', url: `/api/v1/dashboard/admin/dashboard-stat${cases[0]}`, headers: admin });
    expect(r.json().error).toBe('End date cannot be before start date.');
  });

  it('is for staff roles only', async () => {
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as const) {
      const r = await t.inject({ method: 'GET', url: '/api/v1/dashboard/admin/dashboard-stat', headers: await t.as(role) });
      expect(r.statusCode, role).toBe(403);
    }
    const staff = await t.inject({ method: 'GET', url: '/api/v1/dashboard/admin/dashboard-stat', headers: await t.as('STAFF') });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.totalDepartments).toBe(1);
  });
});
