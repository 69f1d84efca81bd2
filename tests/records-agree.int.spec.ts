import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/harness.js';
import { newUser, pos } from './support/people.js';

/** Issue 11 part 9: records that agree (a staff profile's department; a blocked user's sign-in). */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const login = (email: string, password = PASSWORD) => t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const createDept = async (title: string) => {
  const r = await t.with(admin).post('department/create', { title, description: `${title} people` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data._id as string;
};
const details = async (id: string, at: string) =>
  (await t.with(admin).get(`user/details/${id}?employee=true`, { at })).json().data as {
    department: string | null;
    departmentTitle: string | null;
    employeeDetails: { department: string | null };
  };

describe('the staff profile shows the department whose employees list the person', () => {
  it('follows the department drawer: added, moved, removed', async () => {
    const u = await newUser(t, admin, 'TEACHER');
    const science = await createDept('Science');
    const arts = await createDept('Arts');
    expect((await details(u.id, u.position)).department).toBeNull();
    let r = await t.with(admin).put('department/assign-staff', { departmentId: science, staffId: u.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(await details(u.id, pos(r))).toMatchObject({
      department: science,
      departmentTitle: 'Science',
      employeeDetails: { department: science },
    });
    r = await t.with(admin).put('department/assign-staff', { departmentId: arts, staffId: u.id });
    expect((await details(u.id, pos(r))).departmentTitle).toBe('Arts');
    const staff = (await t.with(admin).get(`department/staff/${arts}`, { at: pos(r) })).json().data as { _id: string }[];
    expect(staff.map((s) => s._id)).toContain(u.id);
    r = await t.with(admin).put(`department/remove-staff/${u.id}`);
    expect(await details(u.id, pos(r))).toMatchObject({ department: null, departmentTitle: null });
  });

  it("makes the profile's Department field move the person in the department's employee list", async () => {
    const u = await newUser(t, admin, 'STAFF');
    const office = await createDept('Office');
    const r = await t.with(admin).put(`user/update/${u.id}`, { department: office });
    expect(r.statusCode, r.body).toBe(200);
    expect((await details(u.id, pos(r))).departmentTitle).toBe('Office');
    const staff = (await t.with(admin).get(`department/staff/${office}`, { at: pos(r) })).json().data as { _id: string }[];
    expect(staff.map((s) => s._id)).toContain(u.id);
    // An unknown department changes nothing; a student is in no department.
    const unknown = await t.with(admin).put(`user/update/${u.id}`, { department: 'nope', city: 'Elsewhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Department not found.' });
    const student = await newUser(t, admin, 'STUDENT');
    const refused = await t.with(admin).put(`user/update/${student.id}`, { department: office });
    expect(refused.json()).toEqual({ error: 'Only staff, teachers and managers can be added to a department.' });
  });
});

describe('a blocked user signing in', () => {
  it('is told the account is blocked only with the right password; a wrong one gets the usual answer', async () => {
    const u = await newUser(t, admin, 'TEACHER');
    expect((await t.as('ADMIN').put(`user/block/${u.id}`)).statusCode).toBe(200);
    const right = await login(u.email);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'Your account is blocked. Please contact your institute.' });
    const wrong = await login(u.email, 'not-the-password');
    const unknown = await login('nobody-here@people.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('is throttled like anyone else after repeated failures, even with the right password', async () => {
    const u = await newUser(t, admin, 'STAFF');
    expect((await t.as('ADMIN').put(`user/block/${u.id}`)).statusCode).toBe(200);
    for (let i = 1; i <= 5; i++) expect((await login(u.email, `bad-pass-${i}`)).statusCode).toBe(401);
    const throttled = await login(u.email);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toMatch(/Too many failed sign-in attempts/);
  });
});
