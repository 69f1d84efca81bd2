import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settableClock } from '../server/src/platform/clock.js';
import { eventCount, startTestApp, type TestApp } from './support/harness.js';

// Issue 12 part 8: a staff member on approved leave shows as on leave in the day's grid and the month's calendar, and
// cannot be marked present or absent on a day of approved full-day leave.
let t: TestApp;
let admin: Record<string, string>;
const people: Record<string, string> = {};

// Leave is recorded from today on, attendance up to today: the leaves are recorded on the 10th, the marks made on the 20th.
const clock = settableClock('2026-03-10T06:00:00Z');
const today = '2026-03-20';
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;
const post = (url: string, payload: object, headers = admin, at?: string) => t.with(headers).post(url, payload, { at });
const mark = (user: string, date: string, status: 'isPresent' | 'isAbsent' | 'isLeave', headers = admin) =>
  post('staff/attendance/create', { user, date, isPresent: false, isAbsent: false, isLeave: false, [status]: true }, headers);
const stream = (user: string, date: string) => `staffAttendance-${t.schoolA.instituteId}_${user}_${date.slice(0, 7)}`;
const ON_LEAVE = 'This staff member is on approved leave on this day. Cancel or edit the leave to mark them present or absent.';

async function leave(staff: string, body: Record<string, unknown>) {
  const r = await post('staff/leave/create', { staff, leaveCode: 'SICK_LEAVE', reason: 'Unwell', ...body });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data._id as string;
}
const leaves: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = await t.as('ADMIN');
  for (const [key, name, role] of [
    ['ravi', 'Ravi Leave', 'STAFF'],
    ['sita', 'Sita Leave', 'TEACHER'],
    ['hari', 'Hari Leave', 'STAFF'],
  ] as const) {
    const r = await post('auth/management/register', {
      name,
      email: `${key}.lv@a.test`,
      phoneNumber: '9876543210',
      gender: 'MALE',
      caste: 'GENERAL',
      countryCode: '+91',
      role,
    });
    expect(r.statusCode, r.body).toBe(200);
    people[key] = r.json().data._id;
  }
  await t.settle();
  leaves.ravi = await leave(people.ravi!, { leaveType: 'FULL_DAY', leaveDate: '2026-03-17' });
  leaves.raviLater = await leave(people.ravi!, { leaveType: 'FULL_DAY', leaveDate: '2026-03-25' });
  leaves.sita = await leave(people.sita!, { leaveType: 'MULTIPLE_DAY', leaveDate: '2026-03-18', expectedJoiningDate: '2026-03-19' });
  leaves.hariHalf = await leave(people.hari!, { leaveType: 'HALF_DAY', leaveDate: '2026-03-16', additionalLeaveInfo: 'firstHalf' });
  leaves.hariFull = await leave(people.hari!, { leaveType: 'FULL_DAY', leaveDate: '2026-03-15' });
  const staff = await t.as('STAFF');
  const applied = await t.with(staff).post('staff/leave/apply', {
    leaveCode: 'CASUAL_LEAVE',
    leaveType: 'FULL_DAY',
    leaveDate: '2026-03-14',
    reason: 'Family function',
  });
  expect(applied.statusCode, applied.body).toBe(200);
  leaves.applied = applied.json().data._id;
  await t.settle();
  clock.set('2026-03-20T06:00:00Z');
});
afterAll(async () => t?.close());

describe('approved leave in staff attendance', () => {
  it('refuses present and absent on a day of approved full-day leave (409, nothing written); leave may be marked', async () => {
    const day = '2026-03-17';
    const l = { id: leaves.ravi!, at: undefined };
    for (const status of ['isPresent', 'isAbsent'] as const) {
      const r = await mark(people.ravi!, day, status);
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json()).toEqual({ error: ON_LEAVE });
    }
    expect(await eventCount(t.rt, stream(people.ravi!, day))).toBe(0);
    const onLeave = await mark(people.ravi!, day, 'isLeave');
    expect(onLeave.statusCode, onLeave.body).toBe(200);
    // The day before and after the leave are ordinary days.
    expect((await mark(people.ravi!, '2026-03-16', 'isPresent')).statusCode).toBe(200);
    expect((await mark(people.ravi!, '2026-03-18', 'isAbsent')).statusCode).toBe(200);

    const grid = await post('staff/attendance-by-date', { date: day, searchTitle: 'Ravi Leave' }, admin, l.at);
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json().data).toEqual([
      expect.objectContaining({
        _id: people.ravi,
        isPresent: false,
        isAbsent: false,
        isOnLeave: true,
        leave: { leaveId: l.id, leaveType: 'FULL_DAY', leaveCode: 'SICK_LEAVE', fullDay: true, half: null },
      }),
    ]);
  });

  it('shows a multi-day leave on each of its days in the grid and the calendar, marked or not, and counts them', async () => {
    const [from, to] = ['2026-03-18', '2026-03-19'];
    const l = { id: leaves.sita!, at: undefined };
    expect((await mark(people.sita!, to, 'isPresent')).statusCode).toBe(409);
    const grid = await post('staff/attendance-by-date', { date: to, searchTitle: 'Sita Leave' }, admin, l.at);
    expect(grid.json().data[0]).toMatchObject({ isOnLeave: true, isPresent: false, leave: { leaveType: 'MULTIPLE_DAY', fullDay: true } });
    const cal = await post(`staff/attendance/${people.sita}`, { date: to }, admin, l.at);
    expect(cal.statusCode, cal.body).toBe(200);
    const days = cal.json().data.attendance as { date: string; isOnLeave: boolean; leave?: { leaveId: string } }[];
    expect(days.map((d) => [d.date, d.isOnLeave, d.leave?.leaveId])).toEqual([
      [from, true, l.id],
      [to, true, l.id],
    ]);
    expect(cal.json().data.statistic).toEqual({ totalLeave: 2, totalPresent: 0, totalAbsent: 0, totalDays: 2 });
  });

  it('lists upcoming approved leave in the calendar without counting it before its day', async () => {
    const cal = await post(`staff/attendance/${people.ravi}`, { date: today });
    expect(cal.statusCode, cal.body).toBe(200);
    const days = cal.json().data.attendance as { date: string; isPresent: boolean; isAbsent: boolean; isOnLeave: boolean }[];
    expect(days.map((d) => [d.date, d.isPresent, d.isAbsent, d.isOnLeave])).toEqual([
      ['2026-03-16', true, false, false],
      ['2026-03-17', false, false, true],
      ['2026-03-18', false, true, false],
      ['2026-03-25', false, false, true],
    ]);
    expect(cal.json().data.statistic).toEqual({ totalPresent: 1, totalAbsent: 1, totalLeave: 1, totalDays: 3 });
  });

  it('lets a half day of leave be marked, and shows it; a cancelled leave no longer blocks', async () => {
    const day = '2026-03-16';
    const marked = await mark(people.hari!, day, 'isPresent');
    expect(marked.statusCode, marked.body).toBe(200);
    const grid = await post('staff/attendance-by-date', { date: day, searchTitle: 'Hari Leave' }, admin, pos(marked));
    expect(grid.json().data[0]).toMatchObject({ isPresent: true, isOnLeave: false, leave: { fullDay: false, half: 'firstHalf' } });

    const other = '2026-03-15';
    const full = { id: leaves.hariFull! };
    expect((await mark(people.hari!, other, 'isPresent')).statusCode).toBe(409);
    // A leave that is over cannot be cancelled: the office cancels it before its day.
    clock.set('2026-03-12T06:00:00Z');
    const cancel = await t.inject({ method: 'DELETE', url: `/api/v1/staff/leave/delete/${full.id}`, headers: admin });
    clock.set('2026-03-20T06:00:00Z');
    expect(cancel.statusCode, cancel.body).toBe(200);
    const present = await mark(people.hari!, other, 'isPresent');
    expect(present.statusCode, present.body).toBe(200);
    const after = await post('staff/attendance-by-date', { date: other, searchTitle: 'Hari Leave' }, admin, pos(present));
    expect(after.json().data[0]).toMatchObject({ isPresent: true, isOnLeave: false });
    expect(after.json().data[0].leave).toBeUndefined();
  });

  it('does not let a pending application block marking until it is approved', async () => {
    const me = t.schoolA.users.get('STAFF')!;
    const day = '2026-03-14';
    const grid = await post('staff/attendance-by-date', { date: day, perPage: 200 });
    const row = (r: { json(): { data: { _id: string }[] } }) => r.json().data.find((x) => x._id === me) as Record<string, unknown>;
    expect(row(grid)).toMatchObject({ isOnLeave: false });
    expect(row(grid).leave).toBeUndefined();
    const present = await mark(me, day, 'isPresent');
    expect(present.statusCode, present.body).toBe(200);
    const approved = await t.inject({ method: 'PUT', url: `/api/v1/staff/leave/approve/${leaves.applied}`, headers: admin, payload: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    const later = await post('staff/attendance-by-date', { date: day, perPage: 200 }, admin, pos(approved));
    // Approved after the mark: the day is a leave day now, and present cannot be marked again.
    expect(row(later)).toMatchObject({ isOnLeave: true, isPresent: false, leave: { fullDay: true } });
    expect((await mark(me, day, 'isAbsent')).statusCode).toBe(409);
  });
});
