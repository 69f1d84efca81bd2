import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
let adminB: Record<string, string>;
let teacher: string;
let staff: string;

const dayFmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const today = dayFmt.format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shown = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
let at = '';
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string | undefined;
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) => {
  const r = await t.with(headers).send(method, url, payload, { at });
  if (pos(r)) at = pos(r)!;
  return r;
};
const create = (payload: object, headers = admin) => call('POST', 'staff/leave/create', payload, headers);
const base = () => ({ staff: teacher, leaveCode: 'SICK_LEAVE', leaveType: 'FULL_DAY', leaveDate: plus(1), reason: 'Fever' });
const created = async (payload: object, headers = admin) => {
  const r = await create(payload, headers);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { _id: string; [k: string]: unknown };
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  adminB = await t.as('ADMIN', 'b');
  teacher = t.schoolA.users.get('TEACHER')!;
  staff = t.schoolA.users.get('STAFF')!;
});
afterAll(async () => t?.close());

describe('POST staff/leave/create', () => {
  it('records a half day of a teacher and lists it with the name, days and status', async () => {
    const r = await create({
      ...base(),
      leaveType: 'HALF_DAY',
      leaveDate: today,
      additionalLeaveInfo: 'secondHalf',
      reason: '  Doctor visit ',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Leave added successfully');
    const leave = r.json().data;
    expect(leave).toMatchObject({
      leaveType: 'HALF_DAY',
      typeOfLeave: 'HALF_DAY',
      leaveDate: today,
      endDate: today,
      additionalLeaveInfo: 'secondHalf',
      expectedJoiningDate: null,
      days: 0.5,
      reason: 'Doctor visit',
      status: 'ONGOING',
      cancellation: null,
    });
    const events = await t.rt.store.readStream(`staffLeave-${leave._id}`);
    expect(events.map((e) => e.type)).toEqual(['StaffLeaveRecorded']);
    expect(events[0]!.data).toEqual({
      leaveId: leave._id,
      staffId: teacher,
      leaveCode: 'SICK_LEAVE',
      leaveType: 'HALF_DAY',
      leaveDate: today,
      additionalLeaveInfo: 'secondHalf',
      reason: 'Doctor visit',
    });
    expect(events[0]!.metadata).toMatchObject({ instituteId: t.schoolA.instituteId, actorRole: 'ADMIN' });
    const one = await call('GET', `staff/leave/${leave._id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ _id: leave._id, staff: { _id: teacher, role: 'TEACHER' }, days: 0.5, status: 'ONGOING' });
    expect(one.json().data.staff.displayName).not.toBe('');
  });

  it('records a multi-day leave from an ISO date-time, with its days counted to the joining date', async () => {
    const data = await created({
      ...base(),
      staff,
      leaveCode: 'CASUAL_LEAVE',
      leaveType: 'MULTIPLE_DAY',
      leaveDate: `${plus(10)}T06:30:00.000Z`,
      expectedJoiningDate: plus(13),
      additionalLeaveInfo: 'firstHalf',
    });
    expect(data).toMatchObject({
      leaveDate: plus(10),
      expectedJoiningDate: plus(13),
      endDate: plus(13),
      days: 4,
      additionalLeaveInfo: null,
      status: 'UPCOMING',
    });
  });

  it.each([
    ['no employee', { staff: undefined }, 'Employee name is required.'],
    ['a blank employee', { staff: '' }, 'Employee name is required.'],
    ['no leave code', { leaveCode: undefined }, 'Leave Code is required.'],
    ['an empty leave code', { leaveCode: '' }, 'Leave Code is required.'],
    ['an unknown leave code', { leaveCode: 'PAID_LEAVE' }, 'Leave code must be SICK_LEAVE or CASUAL_LEAVE.'],
    ['no leave type', { leaveType: undefined }, 'Leave type is required.'],
    ['an unknown leave type', { leaveType: 'WEEK' }, 'Leave type must be HALF_DAY, FULL_DAY or MULTIPLE_DAY.'],
    ['no leave date', { leaveDate: undefined }, 'Leave date is required.'],
    ['a leave date that is no date', { leaveDate: '2026-02-30' }, 'Leave date must be a date, e.g. 2026-03-02.'],
    ['no reason', { reason: undefined }, 'Reason is required.'],
    ['a blank reason', { reason: '   ' }, 'Reason is required.'],
    ['a day before today', { leaveDate: plus(-1) }, 'Leave date cannot be earlier than today.'],
    ['a half day without its half', { leaveType: 'HALF_DAY' }, 'Please choose first or second half.'],
    ['a half day with an unknown half', { leaveType: 'HALF_DAY', additionalLeaveInfo: 'morning' }, 'Please choose first or second half.'],
    ['several days without a joining date', { leaveType: 'MULTIPLE_DAY' }, 'Expected joining date is required.'],
    [
      'several days ending on the first',
      { leaveType: 'MULTIPLE_DAY', expectedJoiningDate: plus(1) },
      'Expected joining date must be after the leave date.',
    ],
    [
      'several days ending before',
      { leaveType: 'MULTIPLE_DAY', expectedJoiningDate: today },
      'Expected joining date must be after the leave date.',
    ],
    ['a leave over a year', { leaveType: 'MULTIPLE_DAY', expectedJoiningDate: plus(400) }, 'A leave can be at most 366 days long.'],
  ])('refuses %s with 400 and records nothing', async (_n, change, error) => {
    const head = await t.rt.store.head();
    const r = await create({ ...base(), ...change });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toEqual({ error });
    expect(await t.rt.store.head()).toBe(head);
  });

  it('is for teachers and staff of the institute only', async () => {
    const head = await t.rt.store.head();
    for (const role of ['STUDENT', 'PARENT', 'ADMIN', 'MANAGER'] as const) {
      const r = await create({ ...base(), staff: t.schoolA.users.get(role)! });
      expect(r.statusCode, role).toBe(400);
      expect(r.json()).toEqual({ error: 'Leave is for teachers and staff only.' });
    }
    const other = await create({ ...base(), staff: t.schoolB.users.get('TEACHER')! });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Employee not found.' });
    expect((await create({ ...base(), staff: 'nobody' })).statusCode).toBe(404);
    expect(await t.rt.store.head()).toBe(head);
  });

  it('refuses a second leave of one employee on the same days; first and second halves may share a day', async () => {
    const d = plus(20);
    const first = await created({ ...base(), leaveType: 'HALF_DAY', leaveDate: d, additionalLeaveInfo: 'firstHalf' });
    await created({ ...base(), leaveType: 'HALF_DAY', leaveDate: d, additionalLeaveInfo: 'secondHalf', leaveCode: 'CASUAL_LEAVE' });
    const head = await t.rt.store.head();
    for (const clash of [
      { leaveType: 'HALF_DAY', leaveDate: d, additionalLeaveInfo: 'firstHalf' },
      { leaveType: 'FULL_DAY', leaveDate: d },
      { leaveType: 'MULTIPLE_DAY', leaveDate: plus(18), expectedJoiningDate: d },
    ]) {
      const r = await create({ ...base(), ...clash });
      expect(r.statusCode, JSON.stringify(clash)).toBe(409);
      expect(r.json()).toEqual({ error: 'This employee is already on leave on these dates.' });
    }
    expect(await t.rt.store.head()).toBe(head);
    // The refused multi-day attempt took nothing: its other days are free; another employee is free that day.
    await created({ ...base(), leaveType: 'FULL_DAY', leaveDate: plus(18) });
    await created({ ...base(), staff, leaveType: 'FULL_DAY', leaveDate: d });
    // Cancelled, the first half is free again.
    expect((await call('DELETE', `staff/leave/delete/${first._id}`, {})).statusCode).toBe(200);
    await created({ ...base(), leaveType: 'HALF_DAY', leaveDate: d, additionalLeaveInfo: 'firstHalf' });
  });

  it('with the same Idempotency-Key records one leave', async () => {
    const key = randomUUID();
    const send = () =>
      t.with(admin).post('staff/leave/create', { ...base(), leaveDate: plus(30) }, { headers: { 'idempotency-key': key } });
    const a = await send();
    const b = await send();
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().data._id).toBe(a.json().data._id);
    expect((await t.rt.store.readStream(`staffLeave-${a.json().data._id}`)).length).toBe(1);
  });
});

describe('PUT staff/leave/edit/:id', () => {
  it('edits a multi-day leave to a full day, frees the other days, and the history shows both', async () => {
    const leave = await created({ ...base(), staff, leaveType: 'MULTIPLE_DAY', leaveDate: plus(40), expectedJoiningDate: plus(42) });
    const r = await call('PUT', `staff/leave/edit/${leave._id}`, {
      ...base(),
      staff,
      leaveType: 'FULL_DAY',
      leaveDate: plus(41),
      expectedJoiningDate: plus(42),
      reason: 'Shorter',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Leave updated successfully',
      data: { _id: leave._id, leaveType: 'FULL_DAY', leaveDate: plus(41), expectedJoiningDate: null, days: 1 },
    });
    // Day 40 and 42 are free again, day 41 is held.
    await created({ ...base(), staff, leaveDate: plus(40) });
    await created({ ...base(), staff, leaveDate: plus(42) });
    expect((await create({ ...base(), staff, leaveDate: plus(41) })).statusCode).toBe(409);
    // An edit onto another leave's days is refused and changes nothing.
    const clash = await call('PUT', `staff/leave/edit/${leave._id}`, { ...base(), staff, leaveDate: plus(40) });
    expect(clash.statusCode).toBe(409);
    expect((await call('GET', `staff/leave/${leave._id}`)).json().data).toMatchObject({ leaveDate: plus(41) });
    expect((await create({ ...base(), staff, leaveDate: plus(41) })).statusCode).toBe(409);
    // The same facts again are not news.
    const head = await t.rt.store.head();
    const again = await call('PUT', `staff/leave/edit/${leave._id}`, {
      ...base(),
      staff,
      leaveType: 'FULL_DAY',
      leaveDate: plus(41),
      reason: 'Shorter',
    });
    expect(again.statusCode).toBe(200);
    expect(await t.rt.store.head()).toBe(head);

    const h = await call('GET', `staff/leave/history/${leave._id}`);
    expect(h.statusCode, h.body).toBe(200);
    const entries = h.json().data as {
      type: string;
      summary: string;
      actor: { role: string };
      changes?: { label: string; before?: unknown; after?: unknown }[];
    }[];
    expect(entries.map((e) => e.type)).toEqual(['StaffLeaveRecorded', 'StaffLeaveEdited']);
    expect(entries[0]!.actor.role).toBe('ADMIN');
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([
        { label: 'Leave type', before: 'Multiple days', after: 'Full day' },
        { label: 'Leave date', before: shown(plus(40)), after: shown(plus(41)) },
        { label: 'Expected joining date', before: shown(plus(42)), after: null },
        { label: 'Reason', before: 'Fever', after: 'Shorter' },
      ]),
    );
  });

  it('reads the leave once and replies with the state the decider decided on: names, and the creation stamp', async () => {
    const leave = await created({ ...base(), staff, leaveDate: plus(45) });
    const store = t.rt.store;
    const read = store.readStream.bind(store);
    const reads: string[] = [];
    store.readStream = async (s: string) => {
      reads.push(s);
      return read(s);
    };
    let r;
    try {
      r = await call('PUT', `staff/leave/edit/${leave._id}`, { ...base(), staff, leaveDate: plus(46), reason: 'Moved' });
    } finally {
      store.readStream = read;
    }
    expect(r.statusCode, r.body).toBe(200);
    expect(reads.filter((s) => s === `staffLeave-${leave._id}`)).toHaveLength(1);
    const data = r.json().data;
    expect(data).toMatchObject({
      _id: leave._id,
      leaveDate: plus(46),
      endDate: plus(46),
      days: 1,
      reason: 'Moved',
      status: 'UPCOMING',
      createdAt: leave.createdAt,
      createdBy: t.schoolA.users.get('ADMIN'),
      staff: { _id: staff, role: 'STAFF' },
    });
    expect(data.staff.displayName).not.toBe('');
    expect(data.updatedAt >= (leave.createdAt as string)).toBe(true);
  });

  it('moves a leave to another employee', async () => {
    const leave = await created({ ...base(), leaveDate: plus(50) });
    const r = await call('PUT', `staff/leave/edit/${leave._id}`, { ...base(), staff, leaveDate: plus(50) });
    expect(r.statusCode, r.body).toBe(200);
    // The teacher's day is free, the staff member's is held.
    await created({ ...base(), leaveDate: plus(50) });
    expect((await create({ ...base(), staff, leaveDate: plus(50) })).statusCode).toBe(409);
    const h = (await call('GET', `staff/leave/history/${leave._id}`)).json().data;
    expect(h[1].changes[0]).toMatchObject({ label: 'Employee' });
    expect(h[1].changes[0].after).not.toBe(staff);
  });

  it('applies the create rules, and refuses a cancelled leave, a started one, or an unknown one', async () => {
    const leave = await created({ ...base(), leaveDate: plus(60) });
    const bad = await call('PUT', `staff/leave/edit/${leave._id}`, { ...base(), leaveDate: plus(-2) });
    expect(bad.json()).toEqual({ error: 'Leave date cannot be earlier than today.' });
    expect((await call('PUT', `staff/leave/edit/${leave._id}`, { ...base(), reason: '' })).json()).toEqual({
      error: 'Reason is required.',
    });
    expect((await call('PUT', 'staff/leave/edit/unknown', base())).statusCode).toBe(404);

    // A leave recorded three days ago for a day that has passed.
    const past = randomUUID();
    const then = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await t.rt.store.append(`staffLeave-${past}`, 'no_stream', [
      {
        type: 'StaffLeaveRecorded',
        eventId: randomUUID(),
        data: { leaveId: past, staffId: teacher, leaveCode: 'SICK_LEAVE', leaveType: 'FULL_DAY', leaveDate: plus(-2), reason: 'Flu' },
        metadata: {
          actorId: t.schoolA.users.get('ADMIN')!,
          actorRole: 'ADMIN',
          instituteId: t.schoolA.instituteId,
          occurredAt: then,
          correlationId: 'c',
          causationId: 'c',
        },
      },
    ]);
    at = (await t.rt.store.head()).toString();
    const started = await call('PUT', `staff/leave/edit/${past}`, { ...base(), leaveDate: plus(70) });
    expect(started.statusCode).toBe(409);
    expect(started.json()).toEqual({ error: 'A leave that has already started cannot be edited.' });
    const over = await call('DELETE', `staff/leave/delete/${past}`, {});
    expect(over.json()).toEqual({ error: 'A leave that is over cannot be cancelled.' });
    expect((await call('GET', `staff/leave/${past}`)).json().data.status).toBe('PAST');

    expect((await call('DELETE', `staff/leave/delete/${leave._id}`, { reason: 'Not needed' })).statusCode).toBe(200);
    const edited = await call('PUT', `staff/leave/edit/${leave._id}`, { ...base(), leaveDate: plus(61) });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toEqual({ error: 'This leave was cancelled.' });
  });
});

describe('DELETE staff/leave/delete/:id', () => {
  it('cancels with a reason, as an event, once', async () => {
    const leave = await created({ ...base(), leaveDate: plus(80) });
    const r = await call('DELETE', `staff/leave/delete/${leave._id}`, { reason: ' Recovered ' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Leave cancelled successfully',
      data: { status: 'CANCELLED', cancellation: { reason: 'Recovered' } },
    });
    const again = await call('DELETE', `staff/leave/delete/${leave._id}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This leave is already cancelled.' });
    expect((await t.rt.store.readStream(`staffLeave-${leave._id}`)).map((e) => e.type)).toEqual([
      'StaffLeaveRecorded',
      'StaffLeaveCancelled',
    ]);
    const one = (await call('GET', `staff/leave/${leave._id}`)).json().data;
    expect(one).toMatchObject({ status: 'CANCELLED', cancellation: { reason: 'Recovered', by: t.schoolA.users.get('ADMIN') } });
    const h = (await call('GET', `staff/leave/history/${leave._id}`)).json().data;
    expect(h[1]).toMatchObject({ type: 'StaffLeaveCancelled', summary: 'Leave cancelled', reason: 'Recovered' });
    // Without a body at all.
    const other = await created({ ...base(), leaveDate: plus(81) });
    const bare = await t.with(admin).delete(`staff/leave/delete/${other._id}`);
    expect(bare.statusCode, bare.body).toBe(200);
    at = pos(bare)!;
  });
});

describe('GET staff/leave', () => {
  it('pages and filters by employee, dates, code, status and search', async () => {
    const all = await call('GET', 'staff/leave?perPage=200&pageNo=1');
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().data as {
      _id: string;
      staff: { _id: string; displayName: string };
      leaveCode: string;
      leaveDate: string;
      endDate: string;
      status: string;
    }[];
    expect(all.json().totalCount).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(10);
    // Newest first day first.
    expect([...rows.map((r) => r.leaveDate)].sort().reverse()).toEqual(rows.map((r) => r.leaveDate));
    const page = await call('GET', 'staff/leave?perPage=3&pageNo=2');
    expect(page.json()).toMatchObject({ perPage: 3, pageNo: 2, isLastChunk: false, totalCount: rows.length });
    expect(page.json().data.map((r: { _id: string }) => r._id)).toEqual(rows.slice(3, 6).map((r) => r._id));

    const mine = (await call('GET', `staff/leave?perPage=200&staff=${staff}`)).json().data as typeof rows;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.staff._id === staff)).toBe(true);
    const win = (await call('GET', `staff/leave?perPage=200&from=${plus(11)}&to=${plus(12)}`)).json().data as typeof rows;
    expect(win.map((r) => [r.leaveDate, r.endDate])).toEqual([[plus(10), plus(13)]]);
    const casual = (await call('GET', 'staff/leave?perPage=200&leaveCode=CASUAL_LEAVE')).json().data as typeof rows;
    expect(casual.length).toBe(rows.filter((r) => r.leaveCode === 'CASUAL_LEAVE').length);
    expect(casual.length).toBeGreaterThan(0);
    const cancelled = (await call('GET', 'staff/leave?perPage=200&status=CANCELLED')).json().data as typeof rows;
    expect(cancelled.length).toBe(rows.filter((r) => r.status === 'CANCELLED').length);
    expect(cancelled.length).toBeGreaterThan(0);
    const name = rows.find((r) => r.staff._id === staff)!.staff.displayName;
    const found = (await call('GET', `staff/leave?perPage=200&searchTitle=${encodeURIComponent(name)}`)).json().data as typeof rows;
    expect(found.length).toBe(mine.length);
    expect((await call('GET', 'staff/leave?searchTitle=zzz-nobody')).json()).toMatchObject({ data: [], totalCount: 0, isLastChunk: true });
    expect((await call('GET', 'staff/leave?from=soon')).statusCode).toBe(400);
    expect((await call('GET', `staff/leave?from=${plus(2)}&to=${plus(1)}`)).statusCode).toBe(400);
    expect((await call('GET', 'staff/leave?leaveCode=PAID')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('needs a managing role; MANAGER and STAFF need the staff module', async () => {
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as const) {
      const h = await t.as(role);
      expect((await create(base(), h)).statusCode, role).toBe(403);
      expect((await call('GET', 'staff/leave', undefined, h)).statusCode, role).toBe(403);
    }
    const clerk = await t.as('STAFF');
    expect((await create({ ...base(), leaveDate: plus(90) }, clerk)).statusCode).toBe(403);
    expect((await call('GET', 'staff/leave', undefined, clerk)).statusCode).toBe(403);
    await grant(t, 'STAFF', ['staff']);
    await grant(t, 'MANAGER', ['staff']);
    await created({ ...base(), leaveDate: plus(90) }, clerk);
    await created({ ...base(), leaveDate: plus(91) }, await t.as('MANAGER'));
    await created({ ...base(), leaveDate: plus(92) }, await t.as('SUPER_ADMIN'));
    expect((await call('GET', 'staff/leave', undefined, clerk)).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/staff/leave' })).statusCode).toBe(401);
  });

  it('a teacher or staff member reads their own leaves, not others', async () => {
    const teacherH = await t.as('TEACHER');
    const theirs = await created({ ...base(), leaveDate: plus(100) });
    const others = await created({ ...base(), staff, leaveDate: plus(100) });
    const own = await call('GET', `staff/leave/${theirs._id}`, undefined, teacherH);
    expect(own.statusCode, own.body).toBe(200);
    expect((await call('GET', `staff/leave/history/${theirs._id}`, undefined, teacherH)).statusCode).toBe(200);
    expect((await call('GET', `staff/leave/${others._id}`, undefined, teacherH)).statusCode).toBe(404);
    expect((await call('GET', `staff/leave/history/${others._id}`, undefined, teacherH)).statusCode).toBe(404);
    const list = await call('GET', 'staff/leave/mine?perPage=200', undefined, teacherH);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { staff: { _id: string } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.staff._id === teacher)).toBe(true);
    // Asking for someone else's in the filter changes nothing: "mine" is the caller's.
    const forced = (await call('GET', `staff/leave/mine?perPage=200&staff=${staff}`, undefined, teacherH)).json().data as typeof rows;
    expect(forced.every((r) => r.staff._id === teacher)).toBe(true);
    for (const role of ['STUDENT', 'PARENT'] as const) {
      expect((await call('GET', 'staff/leave/mine', undefined, await t.as(role))).statusCode, role).toBe(403);
      expect((await call('GET', `staff/leave/${theirs._id}`, undefined, await t.as(role))).statusCode, role).toBe(403);
    }
    // An ADMIN may apply for leave too (issue 11): their own list holds only their own.
    const adminMine = await call('GET', 'staff/leave/mine?perPage=200', undefined, await t.as('ADMIN'));
    expect(adminMine.statusCode).toBe(200);
    expect((adminMine.json().data as typeof rows).every((r) => r.staff._id === t.schoolA.users.get('ADMIN'))).toBe(true);
  });

  it('keeps institutes apart', async () => {
    const leave = await created({ ...base(), leaveDate: plus(110) });
    expect((await call('GET', `staff/leave/${leave._id}`, undefined, adminB)).statusCode).toBe(404);
    expect((await call('GET', `staff/leave/history/${leave._id}`, undefined, adminB)).statusCode).toBe(404);
    const head = await t.rt.store.head();
    const edit = await call(
      'PUT',
      `staff/leave/edit/${leave._id}`,
      { ...base(), staff: t.schoolB.users.get('TEACHER')!, leaveDate: plus(111) },
      adminB,
    );
    expect(edit.statusCode).toBe(404);
    expect((await call('DELETE', `staff/leave/delete/${leave._id}`, {}, adminB)).statusCode).toBe(404);
    expect(await t.rt.store.head()).toBe(head);
    const listB = (await call('GET', 'staff/leave?perPage=200', undefined, adminB)).json();
    expect(listB.totalCount).toBe(0);
    // B's own leave for B's teacher works and stays in B.
    const b = await created({ ...base(), staff: t.schoolB.users.get('TEACHER')!, leaveDate: plus(110) }, adminB);
    expect((await call('GET', `staff/leave/${b._id}`)).statusCode).toBe(404);
    expect((await call('GET', 'staff/leave?perPage=200', undefined, adminB)).json().totalCount).toBe(1);
  });
});
