import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, revoke, startTestApp, type Headers, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Headers;
let teacher: Headers;
let staff: Headers;
let manager: Headers;
let teacherId: string;

const dayFmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const today = dayFmt.format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
let at = '';
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) => {
  const r = await t.with(headers).send(method, url, payload, { at });
  const p = r.headers['x-position'] as string | undefined;
  if (p) at = p;
  return r;
};
const apply = (headers: Headers, body: object) =>
  call('POST', 'staff/leave/apply', headers, { leaveCode: 'CASUAL_LEAVE', leaveType: 'FULL_DAY', reason: 'Family function', ...body });
const applied = async (headers: Headers, body: object) => {
  const r = await apply(headers, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { _id: string; status: string; approval: string; [k: string]: unknown };
};
const notifications = async (headers: Headers) =>
  ((await call('GET', 'notification?perPage=50', headers)).json().data as { title: string; description: string }[]).map(
    (n) => `${n.title}: ${n.description}`,
  );
const onLeaveToday = async () => (await call('GET', 'dashboard/admin/staff-statistic', admin)).json().data.totalAbsent as number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  teacher = await t.as('TEACHER');
  staff = await t.as('STAFF');
  manager = await t.as('MANAGER');
  teacherId = t.schoolA.users.get('TEACHER')!;
});
afterAll(async () => t?.close());

describe('leave applications', () => {
  it('a teacher applies for their own leave: pending, in their list and the applications, not in the office list', async () => {
    const l = await applied(teacher, { leaveDate: plus(3) });
    expect(l).toMatchObject({ status: 'PENDING', approval: 'PENDING', applied: true, decision: null, staff: { _id: teacherId } });
    const events = await t.rt.store.readStream(`staffLeave-${l._id}`);
    expect(events.map((e) => e.type)).toEqual(['StaffLeaveApplied']);
    expect(events[0]!.metadata).toMatchObject({ actorId: teacherId, actorRole: 'TEACHER' });
    const mine = (await call('GET', 'staff/leave/mine', teacher)).json().data as { _id: string; status: string }[];
    expect(mine.find((x) => x._id === l._id)?.status).toBe('PENDING');
    const office = (await call('GET', 'staff/leave?perPage=100', admin)).json().data as { _id: string }[];
    expect(office.map((x) => x._id)).not.toContain(l._id);
    const pending = (await call('GET', 'staff/leave/applications?state=PENDING', admin)).json();
    expect(pending.data.map((x: { _id: string }) => x._id)).toContain(l._id);
    const count = (await call('GET', 'staff/leave/applications/pending-count', admin)).json().data.pendingCount;
    expect(count).toBeGreaterThanOrEqual(1);
  });

  it('refuses an overlap with pending leave (the office too), and bad input, writing nothing', async () => {
    const l = await applied(teacher, { leaveDate: plus(5) });
    const again = await apply(teacher, { leaveType: 'HALF_DAY', leaveDate: plus(5), additionalLeaveInfo: 'firstHalf' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This employee is already on leave on these dates.');
    const office = await call('POST', 'staff/leave/create', admin, {
      staff: teacherId,
      leaveCode: 'SICK_LEAVE',
      leaveType: 'FULL_DAY',
      leaveDate: plus(5),
      reason: 'x',
    });
    expect(office.statusCode).toBe(409);
    expect((await apply(teacher, { leaveDate: plus(-1) })).json().error).toBe('Leave date cannot be earlier than today.');
    expect((await apply(teacher, { leaveDate: plus(6), reason: '' })).statusCode).toBe(400);
    expect((await apply(teacher, { leaveDate: plus(6), leaveType: 'HALF_DAY' })).json().error).toBe('Please choose first or second half.');
    // An application is always the caller's own: a `staff` field names nobody else.
    const own = await apply(teacher, { leaveDate: plus(6), staff: t.schoolA.users.get('STAFF') });
    expect(own.json().data.staff._id).toBe(teacherId);
    expect(l.status).toBe('PENDING');
  });

  it('the admin sets quotas; each person sees used, pending and left; an application beyond the quota is refused', async () => {
    expect((await call('PUT', 'staff/leave/quota', teacher, { quotas: [{ leaveCode: 'SICK_LEAVE', days: 1 }] })).statusCode).toBe(403);
    expect((await call('PUT', 'staff/leave/quota', admin, { quotas: [{ leaveCode: 'SICK_LEAVE', days: 2.3 }] })).statusCode).toBe(400);
    const set = await call('PUT', 'staff/leave/quota', admin, {
      quotas: [
        { leaveCode: 'SICK_LEAVE', days: 2 },
        { leaveCode: 'CASUAL_LEAVE', days: null },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('GET', 'staff/leave/quota', teacher)).json().data).toEqual([
      { leaveCode: 'SICK_LEAVE', days: 2 },
      { leaveCode: 'CASUAL_LEAVE', days: null },
    ]);
    await applied(staff, { leaveCode: 'SICK_LEAVE', leaveType: 'HALF_DAY', leaveDate: plus(40), additionalLeaveInfo: 'firstHalf' });
    const year = Number(plus(40).slice(0, 4));
    const bal = (await call('GET', `staff/leave/balance?year=${year}`, staff)).json().data;
    expect(bal.balances.find((b: { leaveCode: string }) => b.leaveCode === 'SICK_LEAVE')).toEqual({
      leaveCode: 'SICK_LEAVE',
      quota: 2,
      used: 0,
      pending: 0.5,
      left: 1.5,
    });
    const over = await apply(staff, {
      leaveCode: 'SICK_LEAVE',
      leaveType: 'MULTIPLE_DAY',
      leaveDate: plus(42),
      expectedJoiningDate: plus(43),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toContain('Only 1.5 days of sick leave are left');
    // Someone else's balance is the office's business only.
    expect((await call('GET', `staff/leave/balance?staff=${teacherId}`, staff)).statusCode).toBe(404);
    expect((await call('GET', `staff/leave/balance?staff=${teacherId}`, admin)).statusCode).toBe(200);
  });

  it('a MANAGER approves only with the leave module; the applicant is notified; approved leave counts', async () => {
    const l = await applied(teacher, { leaveDate: plus(8), leaveType: 'MULTIPLE_DAY', expectedJoiningDate: plus(9) });
    await revoke(t, 'MANAGER', ['leave']);
    expect((await call('PUT', `staff/leave/approve/${l._id}`, manager, {})).statusCode).toBe(403);
    expect((await call('GET', 'staff/leave/applications', manager)).statusCode).toBe(403);
    await grant(t, 'MANAGER', ['leave']);
    const r = await call('PUT', `staff/leave/approve/${l._id}`, manager, { note: 'Enjoy' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ approval: 'APPROVED', status: 'UPCOMING', decision: { reason: 'Enjoy' } });
    expect(r.json().data.decision.byName).not.toBe('');
    expect((await call('PUT', `staff/leave/reject/${l._id}`, admin, { reason: 'no' })).statusCode).toBe(409);
    expect(await notifications(teacher)).toContainEqual(
      expect.stringMatching(/^Leave approved: Your casual leave from .* was approved\. Note: Enjoy$/),
    );
    const office = (await call('GET', 'staff/leave?perPage=100', admin)).json().data as { _id: string }[];
    expect(office.map((x) => x._id)).toContain(l._id);
    const bal = (await call('GET', `staff/leave/balance?year=${plus(8).slice(0, 4)}`, teacher)).json().data.balances;
    expect(bal.find((b: { leaveCode: string }) => b.leaveCode === 'CASUAL_LEAVE').used).toBeGreaterThanOrEqual(2);
  });

  it('nobody decides their own leave: a MANAGER with the module, nor an ADMIN', async () => {
    const mine = await applied(manager, { leaveDate: plus(11) });
    const self = await call('PUT', `staff/leave/approve/${mine._id}`, manager, {});
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe('Nobody approves or rejects their own leave.');
    const adminOwn = await applied(admin, { leaveDate: plus(12) });
    expect((await call('PUT', `staff/leave/reject/${adminOwn._id}`, admin, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', `staff/leave/approve/${adminOwn._id}`, manager, {})).statusCode).toBe(200);
    expect((await call('PUT', `staff/leave/approve/${mine._id}`, admin, {})).statusCode).toBe(200);
  });

  it('rejects with a reason only; the days are free again and the applicant reads why', async () => {
    const l = await applied(teacher, { leaveDate: plus(14) });
    expect((await call('PUT', `staff/leave/reject/${l._id}`, admin, { reason: '' })).json().error).toBe('Reason is required.');
    const r = await call('PUT', `staff/leave/reject/${l._id}`, admin, { reason: 'Annual exams that week' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'REJECTED', decision: { reason: 'Annual exams that week' } });
    expect(await notifications(teacher)).toContainEqual(expect.stringContaining('Leave rejected: Your casual leave from'));
    expect(await notifications(teacher)).toContainEqual(expect.stringContaining('Reason: Annual exams that week'));
    expect((await apply(teacher, { leaveDate: plus(14) })).statusCode).toBe(200);
    expect((await call('PUT', `staff/leave/approve/${l._id}`, admin, {})).statusCode).toBe(409);
  });

  it('the applicant withdraws a pending application; nobody else can', async () => {
    const l = await applied(teacher, { leaveDate: plus(16) });
    expect((await call('PUT', `staff/leave/withdraw/${l._id}`, staff, {})).statusCode).toBe(404);
    const r = await call('PUT', `staff/leave/withdraw/${l._id}`, teacher, { reason: 'Plans changed' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.status).toBe('CANCELLED');
    expect((await call('PUT', `staff/leave/approve/${l._id}`, admin, {})).statusCode).toBe(409);
    expect((await apply(teacher, { leaveDate: plus(16) })).statusCode).toBe(200);
  });

  it('only approved leave counts in the staff statistics: pending and rejected do not', async () => {
    const before = await onLeaveToday();
    const l = await applied(staff, { leaveDate: today, leaveCode: 'CASUAL_LEAVE' });
    await t.settle();
    expect(await onLeaveToday()).toBe(before);
    expect((await call('PUT', `staff/leave/approve/${l._id}`, admin, {})).statusCode).toBe(200);
    await t.settle();
    expect(await onLeaveToday()).toBe(before + 1);
  });

  it('students and parents neither apply nor decide; another institute sees nothing', async () => {
    const l = await applied(teacher, { leaveDate: plus(20) });
    for (const role of ['STUDENT', 'PARENT'] as const) {
      const h = await t.as(role);
      expect((await apply(h, { leaveDate: plus(21) })).statusCode).toBe(403);
      expect((await call('PUT', `staff/leave/approve/${l._id}`, h, {})).statusCode).toBe(403);
      expect((await call('GET', 'staff/leave/balance', h)).statusCode).toBe(403);
    }
    expect((await call('PUT', `staff/leave/approve/${l._id}`, teacher, {})).statusCode).toBe(403);
    const b = await t.as('ADMIN', 'b');
    expect((await call('PUT', `staff/leave/approve/${l._id}`, b, {})).statusCode).toBe(404);
    expect((await call('GET', 'staff/leave/applications', b)).json().data.map((x: { _id: string }) => x._id)).not.toContain(l._id);
    expect((await t.rt.store.readStream(`staffLeave-${l._id}`)).map((e) => e.type)).toEqual(['StaffLeaveApplied']);
  });
});
