import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
let adminB: Record<string, string>;
let superAdmin: Record<string, string>;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
);
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;
let at = '';
const get = async (url: string, headers = admin) => {
  const r = await t.with(headers).get(`dashboard/admin/${url}`, { at });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
let n = 0;
const register = async (role: string, gender: string, headers = admin) => {
  n += 1;
  const r = await t.with(headers).post('auth/management/register', {
    name: `Person ${n}`,
    email: `p${n}.dash@x.test`,
    phoneNumber: '9876543210',
    gender,
    caste: 'GENERAL',
    countryCode: '+91',
    role,
  });
  expect(r.statusCode, r.body).toBe(200);
  at = pos(r);
  return r.json().data._id as string;
};
const mark = async (user: string, status: 'isPresent' | 'isAbsent' | 'isLeave', date = today) => {
  const r = await t.with(admin).post('staff/attendance/create', { user, date, [status]: true });
  expect(r.statusCode, r.body).toBe(200);
  if (pos(r)) at = pos(r);
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  adminB = await t.as('ADMIN', 'b');
  superAdmin = await t.as('SUPER_ADMIN');
});
afterAll(async () => t?.close());

describe('people dashboards', () => {
  it('new admissions count the students registered lately, boys and girls apart', async () => {
    const before = await get('new-admission');
    // The seeded student was registered moments ago, without a gender.
    expect(before).toEqual({
      totalNewAdmission: 1,
      genderWise: [
        { _id: 'MALE', total: 0 },
        { _id: 'FEMALE', total: 0 },
      ],
    });
    await register('STUDENT', 'MALE');
    await register('STUDENT', 'FEMALE');
    await register('STUDENT', 'FEMALE');
    await register('STUDENT', 'OTHER');
    await register('TEACHER', 'MALE');
    expect(await get('new-admission')).toEqual({
      totalNewAdmission: 5,
      genderWise: [
        { _id: 'MALE', total: 1 },
        { _id: 'FEMALE', total: 2 },
      ],
    });
    // A window in the past holds none of them; one around now holds them all.
    const past = `startDate=2020-01-01T00:00:00.000Z&endDate=2020-12-31T00:00:00.000Z`;
    expect((await get(`new-admission?${past}`)).totalNewAdmission).toBe(0);
    const around = `startDate=${new Date(Date.now() - 3_600_000).toISOString()}&endDate=${new Date(Date.now() + 3_600_000).toISOString()}`;
    expect((await get(`new-admission?${around}`, superAdmin)).totalNewAdmission).toBe(5);
    const bad = await t.inject({
      method: 'GET',
      url: `/api/v1/dashboard/admin/new-admission?startDate=2026-02-01T00:00:00Z&endDate=2026-01-01T00:00:00Z`,
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the student report counts every student of the institute by gender', async () => {
    expect(await get('get-all-student-report')).toEqual({ totalStudent: 5, totalMale: 1, totalFemale: 2, totalOther: 2 });
    expect(await get('get-all-student-report', adminB)).toEqual({ totalStudent: 1, totalMale: 0, totalFemale: 0, totalOther: 1 });
  });

  it('staff statistics: new staff, absent or on leave today, teaching and non-teaching', async () => {
    const before = await get('staff-statistic');
    // Seeded: one TEACHER and one STAFF; plus the teacher registered above.
    expect(before).toEqual({ totalNewStaff: 3, totalAbsent: 0, totalTeachingStaff: 2, totalNonteachingStaff: 1 });
    const clerk = await register('STAFF', 'FEMALE');
    const lecturer = await register('TEACHER', 'FEMALE');
    await mark(clerk, 'isAbsent');
    await mark(lecturer, 'isLeave');
    await mark(t.schoolA.users.get('TEACHER')!, 'isPresent');
    // Yesterday's absence is not today's.
    await mark(t.schoolA.users.get('STAFF')!, 'isAbsent', yesterday);
    expect(await get('staff-statistic')).toEqual({ totalNewStaff: 5, totalAbsent: 2, totalTeachingStaff: 3, totalNonteachingStaff: 2 });
    await mark(lecturer, 'isPresent');
    expect((await get('staff-statistic')).totalAbsent).toBe(1);
    // The other institute sees only its own.
    expect(await get('staff-statistic', adminB)).toEqual({
      totalNewStaff: 2,
      totalAbsent: 0,
      totalTeachingStaff: 1,
      totalNonteachingStaff: 1,
    });
  });

  it('staff statistics: a leave covering today counts as on leave, each person once', async () => {
    const before = (await get('staff-statistic')).totalAbsent;
    const leave = async (staff: string, payload: Record<string, unknown>) => {
      const r = await t.inject({
        method: 'POST',
        url: '/api/v1/staff/leave/create',
        headers: admin,
        payload: { staff, leaveCode: 'SICK_LEAVE', reason: 'Unwell', ...payload },
      });
      expect(r.statusCode, r.body).toBe(200);
      at = pos(r);
      return r.json().data._id as string;
    };
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const teacher = t.schoolA.users.get('TEACHER')!;
    const own = await leave(teacher, { leaveType: 'FULL_DAY', leaveDate: today });
    // A leave from tomorrow is not today's.
    const dayAfter = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await leave(t.schoolA.users.get('STAFF')!, { leaveType: 'MULTIPLE_DAY', leaveDate: tomorrow, expectedJoiningDate: dayAfter });
    expect((await get('staff-statistic')).totalAbsent).toBe(before + 1);
    // Marked on leave in the grid as well: still one person.
    await mark(teacher, 'isLeave');
    expect((await get('staff-statistic')).totalAbsent).toBe(before + 1);
    // Present cannot be marked on a day of approved full-day leave (issue 12 part 8): nothing changes.
    const present = await t.with(admin).post('staff/attendance/create', { user: teacher, date: today, isPresent: true });
    expect(present.statusCode, present.body).toBe(409);
    expect((await get('staff-statistic')).totalAbsent).toBe(before + 1);
    // A cancelled leave no longer counts, nor does the day once marked present (which the cancellation allows).
    const c = await t.inject({
      method: 'DELETE',
      url: `/api/v1/staff/leave/delete/${own}`,
      headers: admin,
      payload: { reason: 'Came in' },
    });
    expect(c.statusCode, c.body).toBe(200);
    at = pos(c);
    await mark(teacher, 'isPresent');
    expect((await get('staff-statistic')).totalAbsent).toBe(before);
    expect((await get('staff-statistic', adminB)).totalAbsent).toBe(0);
  });

  it('is for the dashboard roles only', async () => {
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as const) {
      for (const url of ['new-admission', 'get-all-student-report', 'staff-statistic']) {
        const r = await t.inject({ method: 'GET', url: `/api/v1/dashboard/admin/${url}`, headers: await t.as(role) });
        expect(r.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await t.inject({ method: 'GET', url: '/api/v1/dashboard/admin/staff-statistic' })).statusCode).toBe(401);
  });
});
