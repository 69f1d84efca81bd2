import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, grant, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
let superAdmin: Record<string, string>;
let adminB: Record<string, string>;
const people: Record<string, string> = {};

const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const today = kolkata.format(new Date());
const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;
const post = (url: string, payload: object, headers = admin, at?: string) => t.with(headers).post(url, payload, { at });
const mark = (user: string, date: string, status: 'isPresent' | 'isAbsent' | 'isLeave', headers = admin) =>
  post('staff/attendance/create', { user, date, isPresent: false, isAbsent: false, isLeave: false, [status]: true }, headers);
const stream = (user: string, date: string, inst = t.schoolA.instituteId) => `staffAttendance-${inst}_${user}_${date.slice(0, 7)}`;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  superAdmin = await t.as('SUPER_ADMIN');
  adminB = await t.as('ADMIN', 'b');
  const staff: [string, string, 'MALE' | 'FEMALE', 'STAFF' | 'TEACHER'][] = [
    ['zara', 'Zara Ahmed', 'FEMALE', 'STAFF'],
    ['amit', 'Amit Bhat', 'MALE', 'TEACHER'],
    ['meena', 'Meena Kapoor', 'FEMALE', 'TEACHER'],
  ];
  for (const [key, name, gender, role] of staff) {
    const r = await post('auth/management/register', {
      name,
      email: `${key}.att@a.test`,
      phoneNumber: '9876543210',
      gender,
      caste: 'GENERAL',
      countryCode: '+91',
      role,
    });
    expect(r.statusCode, r.body).toBe(200);
    people[key] = r.json().data._id;
  }
  await t.settle();
});
afterAll(async () => t?.close());

describe('POST staff/attendance/create', () => {
  it('marks a day, changes it with a new event and keeps the history; the same status again stores nothing', async () => {
    const day = shift(today, -1);
    const r = await mark(people.zara!, day, 'isPresent');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      message: 'Attendance marked successfully',
      data: { _id: `${people.zara}_${day}`, user: people.zara, date: day, isPresent: true, isAbsent: false, isOnLeave: false },
    });
    expect(await eventCount(t.rt, stream(people.zara!, day))).toBe(1);
    const again = await mark(people.zara!, day, 'isLeave', superAdmin);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ isPresent: false, isOnLeave: true });
    const events = await t.rt.store.readStream(stream(people.zara!, day));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['StaffAttendanceMarked', { userId: people.zara, date: day, status: 'PRESENT' }],
      ['StaffAttendanceChanged', { userId: people.zara, date: day, status: 'LEAVE', previousStatus: 'PRESENT' }],
    ]);
    expect((await mark(people.zara!, day, 'isLeave')).statusCode).toBe(200);
    expect(await eventCount(t.rt, stream(people.zara!, day))).toBe(2);
    const grid = await post('staff/attendance-by-date', { date: day, searchTitle: 'Zara' }, admin, pos(again));
    expect(grid.json().data).toEqual([expect.objectContaining({ _id: people.zara, isPresent: false, isAbsent: false, isOnLeave: true })]);
  });

  it('marks admins, managers and teachers too, and reads a date-time as the institute day', async () => {
    const r = await post('staff/attendance/create', {
      user: t.schoolA.users.get('MANAGER'),
      date: `${shift(today, -2)}T20:00:00.000Z`,
      isAbsent: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    // 20:00 UTC is 01:30 the next day in Kolkata.
    expect(r.json().data.date).toBe(shift(today, -1));
    expect((await mark(t.schoolA.users.get('TEACHER')!, today, 'isPresent')).statusCode).toBe(200);
  });

  it.each([
    [{ isPresent: true, isAbsent: true }, 400, 'Choose present, absent or leave.'],
    [{}, 400, 'Choose present, absent or leave.'],
    [{ isPresent: true, date: shift(today, 2) }, 400, 'Attendance cannot be marked for a future date.'],
    [{ isPresent: true, date: '2026-02-30' }, 400, 'Date must be an ISO date, e.g. 2026-03-02.'],
    [{ isPresent: true, date: '' }, 400, 'Date is required.'],
    [{ isPresent: true, user: '' }, 400, 'Staff member is required.'],
    [{ isPresent: 'yes' }, 400, 'isPresent, isAbsent and isLeave must be true or false.'],
    [{ isPresent: true, user: 'no-such-user' }, 404, 'Staff member not found.'],
  ])('refuses %j', async (over, status, error) => {
    const r = await post('staff/attendance/create', { user: people.amit, date: today, ...over });
    expect(r.statusCode, r.body).toBe(status);
    expect(r.json()).toEqual({ error });
  });

  it("refuses a student, a parent, another institute's staff, and callers who do not take attendance", async () => {
    const student = await mark(t.schoolA.users.get('STUDENT')!, today, 'isPresent');
    expect(student.statusCode).toBe(400);
    expect(student.json()).toEqual({ error: 'Attendance here is for staff members only.' });
    expect((await mark(t.schoolA.users.get('PARENT')!, today, 'isPresent')).statusCode).toBe(400);
    const other = await mark(t.schoolB.users.get('STAFF')!, today, 'isPresent');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Staff member not found.' });
    expect((await mark(people.amit!, today, 'isPresent', adminB)).statusCode).toBe(404);
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as const) {
      expect((await mark(people.amit!, today, 'isPresent', await t.as(role))).statusCode, role).toBe(403);
    }
    expect((await t.inject({ method: 'POST', url: '/api/v1/staff/attendance/create', payload: {} })).statusCode).toBe(401);
  });
});

describe('POST staff/attendance-by-date', () => {
  const day = shift(today, -3);
  let at = '';
  beforeAll(async () => {
    for (const [key, status] of [
      ['zara', 'isAbsent'],
      ['amit', 'isPresent'],
      ['meena', 'isLeave'],
    ] as const) {
      const r = await mark(people[key]!, day, status);
      expect(r.statusCode, r.body).toBe(200);
      at = pos(r);
    }
  });
  const grid = (body: object, headers = admin) => post('staff/attendance-by-date', { date: day, ...body }, headers, at);
  const names = (r: { json(): { data: { displayName: string }[] } }) => r.json().data.map((x) => x.displayName);

  it("lists the institute's staff with the day's status, 30 a page", async () => {
    const r = await grid({});
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    // The seeded admin, manager, staff and teacher, and the three registered here; no student, parent or super admin.
    expect(body).toMatchObject({ message: 'Staff attendance', totalCount: 7, perPage: 30, pageNo: 1, isLastChunk: true });
    expect(body.data.map((x: { role: string }) => x.role).sort()).toEqual([
      'ADMIN',
      'MANAGER',
      'STAFF',
      'STAFF',
      'TEACHER',
      'TEACHER',
      'TEACHER',
    ]);
    const byId = new Map(body.data.map((x: { _id: string }) => [x._id, x]));
    expect(byId.get(people.zara)).toEqual({
      _id: people.zara,
      displayName: 'Zara Ahmed',
      email: 'zara.att@a.test',
      role: 'STAFF',
      photoUrl: null,
      gender: 'FEMALE',
      isPresent: false,
      isAbsent: true,
      isOnLeave: false,
    });
    expect(byId.get(people.amit)).toMatchObject({ isPresent: true, isAbsent: false, isOnLeave: false });
    expect(byId.get(people.meena)).toMatchObject({ isPresent: false, isAbsent: false, isOnLeave: true });
    expect(byId.get(t.schoolA.users.get('STAFF'))).toMatchObject({ isPresent: false, isAbsent: false, isOnLeave: false });
    // Another day has its own statuses.
    const other = await grid({ date: shift(day, -1), searchTitle: 'Zara' });
    expect(other.json().data[0]).toMatchObject({ isPresent: false, isAbsent: false, isOnLeave: false });
  });

  it('searches by name or email and sorts A-Z, Z-A and by gender', async () => {
    expect(names(await grid({ searchTitle: 'kapoor' }))).toEqual(['Meena Kapoor']);
    expect(names(await grid({ searchTitle: 'amit.att@' }))).toEqual(['Amit Bhat']);
    expect((await grid({ searchTitle: 'nobody' })).json().totalCount).toBe(0);
    const az = names(await grid({ sortByName: 'A-Z' }));
    expect(az).toEqual([...az].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names(await grid({ sortByName: 'Z-A' }))).toEqual([...az].reverse());
    const women = names(await grid({ sortByGender: 'FEMALE', sortByName: 'A-Z' }));
    expect(women.slice(0, 2)).toEqual(['Meena Kapoor', 'Zara Ahmed']);
    const men = names(await grid({ sortByGender: 'MALE' }));
    expect(men[0]).toBe('Amit Bhat');
    expect((await grid({ sortByGender: 'ROBOT' })).statusCode).toBe(400);
    expect((await grid({ sortByName: 'sideways' })).statusCode).toBe(400);
  });

  it("pages, defaults to today, and is scoped to the caller's institute", async () => {
    const p1 = (await grid({ perPage: 3, pageNo: 1, sortByName: 'A-Z' })).json();
    const p3 = (await grid({ perPage: 3, pageNo: 3, sortByName: 'A-Z' })).json();
    expect(p1).toMatchObject({ totalCount: 7, perPage: 3, pageNo: 1, isLastChunk: false });
    expect(p3).toMatchObject({ pageNo: 3, isLastChunk: true });
    expect(p3.data).toHaveLength(1);
    const todays = await post('staff/attendance-by-date', { searchTitle: 'Amit' }, superAdmin, at);
    expect(todays.statusCode, todays.body).toBe(200);
    const b = (await grid({}, adminB)).json();
    expect(b.totalCount).toBe(4);
    expect(b.data.map((x: { _id: string }) => x._id)).not.toContain(people.zara);
    expect(
      b.data.every((x: { isPresent: boolean; isAbsent: boolean; isOnLeave: boolean }) => !x.isPresent && !x.isAbsent && !x.isOnLeave),
    ).toBe(true);
    expect((await grid({ date: 'soon' })).statusCode).toBe(400);
    expect((await grid({}, await t.as('TEACHER'))).statusCode).toBe(403);
  });
});

describe('POST staff/attendance/:staffId', () => {
  // A month wholly in the past: the first days of last month.
  const lastMonth = shift(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const d = (n: number) => `${lastMonth}-${String(n).padStart(2, '0')}`;
  let at = '';
  beforeAll(async () => {
    const marks = [
      [1, 'isPresent'],
      [2, 'isPresent'],
      [3, 'isAbsent'],
      [4, 'isLeave'],
      [5, 'isPresent'],
      [6, 'isPresent'],
    ] as const;
    for (const [n, status] of marks) at = pos(await mark(people.meena!, d(n), status));
    at = pos(await mark(people.meena!, d(6), 'isAbsent'));
    // Another month and another staff member do not count.
    at = pos(await mark(people.meena!, shift(d(1), -1), 'isLeave'));
    at = pos(await mark(people.amit!, d(2), 'isAbsent'));
  });
  const month = (staffId: string, body: object, headers = admin) => post(`staff/attendance/${staffId}`, body, headers, at);

  it('returns the month of the date, day by day, with the calendar counts', async () => {
    const r = await month(people.meena!, { date: d(15) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      message: 'Staff attendance',
      data: {
        attendance: [
          { date: d(1), isPresent: true, isAbsent: false, isOnLeave: false },
          { date: d(2), isPresent: true, isAbsent: false, isOnLeave: false },
          { date: d(3), isPresent: false, isAbsent: true, isOnLeave: false },
          { date: d(4), isPresent: false, isAbsent: false, isOnLeave: true },
          { date: d(5), isPresent: true, isAbsent: false, isOnLeave: false },
          { date: d(6), isPresent: false, isAbsent: true, isOnLeave: false },
        ],
        statistic: { totalPresent: 3, totalAbsent: 2, totalLeave: 1, totalDays: 6 },
      },
    });
    // Epoch milliseconds (as the student calendar sends) name the same month.
    const ms = await month(people.meena!, { date: String(Date.parse(`${d(10)}T06:00:00Z`)) });
    expect(ms.json().data.statistic).toEqual({ totalPresent: 3, totalAbsent: 2, totalLeave: 1, totalDays: 6 });
    const before = await month(people.meena!, { date: shift(d(1), -1) });
    expect(before.json().data.statistic).toEqual({ totalPresent: 0, totalAbsent: 0, totalLeave: 1, totalDays: 1 });
    const empty = await month(people.zara!, { date: d(1) }, superAdmin);
    expect(empty.json().data).toEqual({ attendance: [], statistic: { totalPresent: 0, totalAbsent: 0, totalLeave: 0, totalDays: 0 } });
  });

  it("is 404 for a student, an unknown id and another institute's staff", async () => {
    for (const id of [t.schoolA.users.get('STUDENT')!, 'nobody', t.schoolB.users.get('STAFF')!]) {
      const r = await month(id, { date: d(1) });
      expect(r.statusCode, id).toBe(404);
      expect(r.json()).toEqual({ error: 'Staff member not found.' });
    }
    expect((await month(people.meena!, { date: d(1) }, adminB)).statusCode).toBe(404);
    expect((await month(people.meena!, { date: 'June' })).statusCode).toBe(400);
  });
});

describe('the attendance module permission', () => {
  it('lets STAFF take attendance once an admin grants them the module', async () => {
    const staff = await t.as('STAFF');
    expect((await post('staff/attendance-by-date', {}, staff)).statusCode).toBe(403);
    expect((await mark(people.amit!, today, 'isPresent', staff)).statusCode).toBe(403);
    await grant(t, 'STAFF', ['attendance']);
    expect((await post('staff/attendance-by-date', {}, staff)).statusCode).toBe(200);
    expect((await mark(people.amit!, today, 'isPresent', staff)).statusCode).toBe(200);
  });
});
