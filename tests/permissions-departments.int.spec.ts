import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;
const createDept = async (title: string, headers = admin) => {
  const r = await t.with(headers).post('department/create', { title, description: `${title} people` });
  expect(r.statusCode).toBe(200);
  return r.json().data._id as string;
};
const assign = (departmentId: string, staffId: string | undefined, headers = admin) =>
  t.with(headers).put('department/assign-staff', { departmentId, ...(staffId === undefined ? {} : { staffId }) });
const user = (role: 'STAFF' | 'TEACHER' | 'MANAGER' | 'STUDENT') => t.schoolA.users.get(role)!;

describe('PUT department/assign-staff', () => {
  it("answers 'Please select a user' when no user is chosen", async () => {
    const d = await createDept('Reception');
    for (const staffId of [undefined, '', '   ']) {
      const r = await assign(d, staffId);
      expect(r.statusCode, JSON.stringify(staffId)).toBe(400);
      expect(r.json()).toEqual({ error: 'Please select a user' });
    }
  });

  it('refuses an unknown department or user with 404 and a student with 400', async () => {
    const d = await createDept('Gatehouse');
    expect((await assign('no-such-department', user('STAFF'))).statusCode).toBe(404);
    expect((await assign(d, 'no-such-user')).statusCode).toBe(404);
    const s = await assign(d, user('STUDENT'));
    expect(s.statusCode).toBe(400);
    expect(s.json()).toEqual({ error: expect.stringMatching(/staff, teachers and managers/) });
  });

  it('adds once, moves between departments, removes, and keeps totalUser and the statistics right', async () => {
    const science = await createDept('Science wing');
    const office = await createDept('Office wing');
    const added = await assign(science, user('STAFF'));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: 'User added successfully', data: { _id: science, userId: user('STAFF') } });

    // Already there: no event, and the reply says so.
    const stream = `departmentMembership-${t.schoolA.instituteId}:${user('STAFF')}`;
    const before = await eventCount(t.rt, stream);
    const again = await assign(science, user('STAFF'));
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('User is already in this department');
    expect(again.headers['x-position']).toBeUndefined();
    expect(await eventCount(t.rt, stream)).toBe(before);

    const teacher = await assign(science, user('TEACHER'));
    const staffList = await t.as('ADMIN').get(`department/staff/${science}`, { at: pos(teacher) });
    expect(staffList.statusCode).toBe(200);
    const rows = staffList.json().data as { _id: string; displayName: string; email: string; role: string }[];
    expect(rows.map((r) => r._id).sort()).toEqual([user('STAFF'), user('TEACHER')].sort());
    expect(rows.find((r) => r.role === 'STAFF')).toMatchObject({ email: 'staff@a.test', displayName: expect.any(String) });
    expect((await t.as('ADMIN').get(`department/${science}`, { at: pos(teacher) })).json().data.totalUser).toBe(2);

    // One department per user: assigning elsewhere moves them.
    const moved = await assign(office, user('STAFF'));
    expect(moved.json().message).toBe('User added successfully');
    expect((await t.as('ADMIN').get(`department/${science}`, { at: pos(moved) })).json().data.totalUser).toBe(1);
    expect((await t.as('ADMIN').get(`department/${office}`, { at: pos(moved) })).json().data.totalUser).toBe(1);
    const officeStaff = (await t.as('ADMIN').get(`department/staff/${office}`, { at: pos(moved) })).json().data;
    expect(officeStaff.map((r: { _id: string }) => r._id)).toEqual([user('STAFF')]);
    const stat = (await t.as('ADMIN').get('dashboard/admin/department-stat', { at: pos(moved) })).json().data;
    expect(stat.totalEmployee).toBe(2);
    const report = (await t.as('ADMIN').get('dashboard/admin/department-report', { at: pos(moved) })).json().data;
    expect(report.find((r: { _id: string }) => r._id === office)).toMatchObject({ totalUser: 1 });

    const removed = await t.as('ADMIN').put(`department/remove-staff/${user('STAFF')}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'User removed successfully', data: { _id: office, userId: user('STAFF') } });
    expect((await t.as('ADMIN').get(`department/staff/${office}`, { at: pos(removed) })).json().data).toEqual([]);
    expect((await t.as('ADMIN').get(`department/${office}`, { at: pos(removed) })).json().data.totalUser).toBe(0);
    const twice = await t.as('ADMIN').put(`department/remove-staff/${user('STAFF')}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: expect.any(String) });
    // Leave the teacher's department as it was for the other tests.
    await t.as('ADMIN').put(`department/remove-staff/${user('TEACHER')}`);
  });

  it('shows an empty list for a department without employees and 404 for an unknown one', async () => {
    const d = await createDept('Empty wing');
    await t.settle();
    const r = await t.as('ADMIN').get(`department/staff/${d}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: expect.any(String), data: [] });
    expect((await t.as('ADMIN').get('department/staff/no-such-department')).statusCode).toBe(404);
  });

  it("keeps another institute's admin away from this institute's departments, members and permissions (404)", async () => {
    const d = await createDept('Private wing');
    const inside = await assign(d, user('TEACHER'));
    expect(inside.statusCode).toBe(200);
    await t.settle();
    const b = await t.as('ADMIN', 'b');
    expect((await assign(d, t.schoolB.users.get('STAFF')!, b)).statusCode).toBe(404);
    expect((await assign(d, user('STAFF'), b)).statusCode).toBe(404);
    expect((await t.with(b).put(`department/remove-staff/${user('TEACHER')}`)).statusCode).toBe(404);
    expect((await t.with(b).get(`department/staff/${d}`)).statusCode).toBe(404);
    expect((await t.with(b).post(`department/assign-module/${d}`, { finance: true })).statusCode).toBe(404);
    expect((await t.with(b).get(`department/permission/${d}`)).statusCode).toBe(404);
    expect((await t.with(b).post(`manager/permissions/${user('MANAGER')}`, { student: true })).statusCode).toBe(404);
    expect((await t.with(b).get(`staff/permissions/${user('STAFF')}`)).statusCode).toBe(404);
    // Nothing changed in A.
    expect((await t.as('ADMIN').get(`department/staff/${d}`)).json().data.map((r: { _id: string }) => r._id)).toEqual([user('TEACHER')]);
    expect((await t.as('ADMIN').get(`department/permission/${d}`)).json().data.finance).toBe(false);
  });

  it('lets only administrators and managers with the department module change members', async () => {
    const d = await createDept('Guarded wing');
    for (const role of ['TEACHER', 'STUDENT'] as const)
      expect((await assign(d, user('STAFF'), await t.as(role))).statusCode, role).toBe(403);
    const m = await assign(d, user('STAFF'), await t.as('MANAGER'));
    expect(m.statusCode).toBe(403);
    expect(m.json()).toEqual({ error: 'You do not have access to department.' });
  });
});
