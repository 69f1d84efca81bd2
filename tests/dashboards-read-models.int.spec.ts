import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

/** The dashboards answer from read models of their own (projections/src/dashboards), never from other modules' tables. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const URLS = [
  'dashboard/admin/dashboard-stat',
  'dashboard/admin/new-admission',
  'dashboard/admin/get-all-student-report',
  'dashboard/admin/staff-statistic',
  'dashboard/payment/overview',
];
/** Read models the dashboards used to query; app_user stays (signing in reads it). */
const OTHERS = [
  'department',
  'finance_entry',
  'student',
  'staff_attendance',
  'staff_leave',
  'student_charge',
  'student_payment',
  'staff_payment',
];

const replies = async () => {
  await t.settle();
  const out: Record<string, unknown> = {};
  for (const url of URLS) {
    const r = await t.with(admin).get(url);
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    out[url] = r.json().data;
  }
  return out;
};
const post = async (url: string, payload: object) => {
  await t.settle();
  const r = await t.with(admin).post(url, payload);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

describe('dashboard read models', () => {
  it("answer the same with the other modules' read models out of reach, and after a rebuild", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await post('department/create', { title: 'Physics', description: 'p' });
    await post('finance/create', { title: 'Gift', financeType: 'CREDIT', amount: 250.5 });
    const world = feeWorld(t, admin);
    const batch = await world.batch();
    const fee = await world.fee('Exam fee', 800);
    const student = await world.student(batch);
    await post('student-fee/create', { fees: fee, batch, amount: 800, feeType: 'ONETIME', startDate: today, endDate: today });
    await t.settle();
    const fees = await t.inject({ method: 'GET', url: `/api/v1/student/student-fee/${student}`, headers: admin });
    const pending = fees.json().data as { _id: string }[];
    await post(`student/pay/${student}`, { paymentMode: 'CASH', studentFeesId: pending[0]!._id, amount: 300 });
    const instituteToday = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    await post('staff/attendance/create', { user: t.schoolA.users.get('STAFF')!, date: instituteToday, isAbsent: true });
    await post(`staff/payment/create/${t.schoolA.users.get('TEACHER')}`, {
      paymentStatus: 'SUCCESSFUL',
      paymentMethod: 'ONLINE',
      paymentType: 'SALARY',
      paymentMonth: new Date().toISOString(),
      amount: 20000,
    });
    const before = await replies();
    expect(before['dashboard/admin/dashboard-stat']).toMatchObject({ totalDepartments: 1, totalRevenue: 550.5, totalStudents: 2 });
    expect(before['dashboard/admin/staff-statistic']).toMatchObject({ totalAbsent: 1 });
    const overview = before['dashboard/payment/overview'] as { totals: object };
    expect(overview.totals).toMatchObject({ collected: 300, salaries: 20000, outstanding: 500 });

    const hide = (from: string, to: string) => sql`alter view ${sql.table(from)} rename to ${sql.table(to)}`.execute(t.database.db);
    for (const name of OTHERS) await hide(name, `${name}_hidden`);
    try {
      expect(await replies()).toEqual(before);
    } finally {
      for (const name of OTHERS) await hide(`${name}_hidden`, name);
    }

    await t.rt.runner.rebuildMany(['dashboard_admin', 'dashboard_payment']);
    expect(await replies()).toEqual(before);
  });
});
