import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, multipart, png, revoke, startTestApp, type TestApp } from './support/harness.js';
import { newUser } from './support/people.js';

/**
 * Who sees people's sensitive fields (bank, Aadhaar, address, parents' and emergency contacts, birth date, caste):
 * the person, a parent for their child, SUPER_ADMIN and ADMIN, and MANAGER or STAFF holding the owning module
 * (`staff` for staff, `student` for students). Teachers see the class register of their own students only.
 */
let t: TestApp;
let admin: Record<string, string>;
let at = '';
const ids = { staff: '', student: '', outsider: '', batch: '' };
let staffSelf: Record<string, string>;
let otherStudent: Record<string, string>;
let otherTeacher: Record<string, string>;

/** Values that must never reach a caller without sensitive access; each is unique in the test data. */
const STAFF_SECRETS = ['909011112222', '111122223333', 'SBIN0099887', 'Canara Vault', '77 Secret Lane', '1981-03-04', '9888877777'];
const STUDENT_SECRETS = ['444455556666', '12 Hidden Street', '2010-07-08', '9777766666', 'guardian@hidden.test', 'Rajesh Hidden'];
const ALL = [...STAFF_SECRETS, ...STUDENT_SECRETS];

type Res = { statusCode: number; body: string; json(): any; headers: Record<string, unknown> };
const get = async (url: string, headers: Record<string, string>): Promise<Res> =>
  (await t.with(headers).get(url, { at })) as unknown as Res;
const ok = async (p: Promise<Res>) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r;
};
const write = async (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) => {
  const r = await ok(t.with(headers).send(method, url, payload) as unknown as Promise<Res>);
  at = (r.headers['x-position'] as string) ?? at;
  return r.json().data._id as string;
};
const form = async (id: string, fields: Record<string, string>) => {
  const f = multipart({ ...fields, aadharImage: { filename: 'a.png', contentType: 'image/png', data: png(4, 4) } });
  await write('PUT', `user/update/${id}`, f.payload as unknown as object, { ...admin, ...f.headers });
};
const details = (id: string, headers: Record<string, string>) =>
  get(`user/details/${id}?bank=true&address=true&academics=true&employee=true`, headers);
const leaked = (body: string, secrets = ALL) => secrets.filter((s) => body.includes(s));

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  const staff = await newUser(t, admin, 'STAFF', { name: 'Payroll Target' });
  ids.staff = staff.id;
  staffSelf = staff.headers;
  otherStudent = (await newUser(t, admin, 'STUDENT', { name: 'Other Student' })).headers;
  const outsider = await newUser(t, admin, 'STUDENT', { name: 'Outside Batch' });
  ids.outsider = outsider.id;
  otherTeacher = (await newUser(t, admin, 'TEACHER', { name: 'No Batch Teacher' })).headers;
  ids.student = t.schoolA.users.get('STUDENT')!;
  await form(ids.staff, {
    aadharNumber: '909011112222',
    accountNumber: '111122223333',
    ifscCode: 'SBIN0099887',
    bankName: 'Canara Vault',
    accountHolderName: 'P T',
    address: '77 Secret Lane',
    city: 'Pune',
    dateOfBirth: '1981-03-04',
    emergencyContactName: 'Kin',
    emergencyContactNumber: '9888877777',
  });
  const session = await write('POST', 'session/create', { startYear: '2025-01-01', endYear: '2026-01-01' });
  const course = await write('POST', 'course/create', { title: 'B.Sc', duration: 3, description: 'Science' });
  const branch = await write('POST', 'branch/create', { title: 'Physics', description: 'Physics', courseId: course });
  ids.batch = await write('POST', 'batch/create', {
    session,
    course,
    branch,
    description: 'Morning',
    maximumStudent: 60,
    headOfDepartment: t.schoolA.users.get('TEACHER')!,
  });
  await form(ids.student, {
    batch: ids.batch,
    registrationNumber: 'REG-P-1',
    rollNumber: '7',
    aadharNumber: '444455556666',
    address: '12 Hidden Street',
    dateOfBirth: '2010-07-08',
    parentNumber: '9777766666',
    parentEmail: 'guardian@hidden.test',
    fatherName: 'Rajesh Hidden',
  });
  await form(ids.outsider, { aadharNumber: '444455556666', address: '12 Hidden Street', registrationNumber: 'REG-P-2' });
  await t.settle();
});
afterAll(async () => t?.close());

describe('user details', () => {
  it('shows ADMIN, the person themself and a parent of their own child every sensitive field', async () => {
    const s = (await ok(details(ids.staff, admin))).json().data;
    expect(s.bankDetails).toMatchObject({ accountNumber: '111122223333', ifscCode: 'SBIN0099887', bankName: 'Canara Vault' });
    expect(s.addressDetails).toMatchObject({
      aadharNumber: '909011112222',
      address: '77 Secret Lane',
      aadharImageUrl: expect.stringContaining('/files/'),
    });
    expect(s.dateOfBirth).toBe('1981-03-04');
    expect(leaked((await ok(details(ids.staff, staffSelf))).body, STAFF_SECRETS)).toEqual(STAFF_SECRETS);
    for (const h of [admin, await t.as('STUDENT'), await t.as('PARENT')]) {
      const d = (await ok(details(ids.student, h))).json().data;
      expect(d.addressDetails).toMatchObject({
        aadharNumber: '444455556666',
        parentNumber: '9777766666',
        parentEmail: 'guardian@hidden.test',
      });
      expect(d.dateOfBirth).toBe('2010-07-08');
    }
  });

  it('hides them from a teacher, and from STAFF and MANAGER without the owning module', async () => {
    const teacher = await t.as('TEACHER');
    const staff = (await ok(details(ids.staff, teacher))).json();
    expect(leaked(JSON.stringify(staff))).toEqual([]);
    expect(staff.data).toMatchObject({ _id: ids.staff, displayName: 'Payroll Target', dateOfBirth: null, caste: null });
    expect(staff.data.bankDetails).toBeUndefined();
    expect(staff.data.addressDetails).toBeUndefined();
    await revoke(t, 'STAFF', ['staff', 'student']);
    await revoke(t, 'MANAGER', ['staff', 'student']);
    for (const role of ['STAFF', 'MANAGER'] as const) {
      const h = await t.as(role);
      for (const id of [ids.staff, ids.student]) {
        const r = await ok(details(id, h));
        expect(leaked(r.body), `${role} reads ${id}`).toEqual([]);
        expect(r.json().data.bankDetails).toBeUndefined();
      }
    }
  });

  it('gives a teacher the class register of their own students, and no other student', async () => {
    const teacher = await t.as('TEACHER');
    const d = (await ok(details(ids.student, teacher))).json().data;
    expect(leaked(JSON.stringify(d))).toEqual([]);
    expect(d).toMatchObject({ _id: ids.student, email: null, phoneNumber: null, children: [] });
    expect(d.academicDetails).toMatchObject({ registrationNumber: 'REG-P-1', rollNumber: '7', batch: { _id: ids.batch } });
    expect(d.academicDetails.libraryCardNumber).toBeUndefined();
    expect((await details(ids.outsider, teacher)).statusCode).toBe(404);
    expect((await details(ids.student, otherTeacher)).statusCode).toBe(404);
    expect((await details(t.schoolA.users.get('PARENT')!, teacher)).statusCode).toBe(404);
  });

  it('still refuses another student and the parent of another child', async () => {
    expect((await details(ids.student, otherStudent)).statusCode).toBe(403);
    expect((await details(ids.outsider, await t.as('PARENT'))).statusCode).toBe(403);
  });

  it('shows MANAGER and STAFF the records of the module they hold, and only those', async () => {
    await grant(t, 'MANAGER', ['staff']);
    const m = await t.as('MANAGER');
    expect((await ok(details(ids.staff, m))).json().data.bankDetails).toMatchObject({ accountNumber: '111122223333' });
    expect(leaked((await ok(details(ids.student, m))).body)).toEqual([]);
    // Never an administrator's, whatever the module.
    expect((await ok(details(t.schoolA.users.get('ADMIN')!, m))).json().data.bankDetails).toBeUndefined();
    await grant(t, 'STAFF', ['student']);
    const s = await t.as('STAFF');
    expect((await ok(details(ids.student, s))).json().data.addressDetails).toMatchObject({ aadharNumber: '444455556666' });
    expect(leaked((await ok(details(ids.staff, s))).body)).toEqual([]);
    await revoke(t, 'MANAGER', ['staff']);
    await revoke(t, 'STAFF', ['student']);
  });
});

describe('lists and exports', () => {
  it('lists to a teacher only the students of their batches, with the register columns', async () => {
    const teacher = await t.as('TEACHER');
    const list = (await ok(get('student?perPage=50', teacher))).json();
    expect(list.data.map((s: { _id: string }) => s._id)).toEqual([ids.student]);
    expect(list.data[0]).toMatchObject({
      email: null,
      phoneNumber: null,
      academicDetails: { registrationNumber: 'REG-P-1', rollNumber: '7' },
    });
    expect((await ok(get('student?perPage=50&searchTitle=student@a.test', teacher))).json().data).toEqual([]);
    const users = (await ok(get('user?perPage=100', teacher))).json().data as { _id: string; role: string; email: string | null }[];
    expect(users.map((u) => u._id)).not.toContain(ids.outsider);
    expect(users.some((u) => u.role === 'PARENT')).toBe(false);
    expect(users.find((u) => u._id === ids.student)).toMatchObject({ email: null, phoneNumber: null });
    expect(users.find((u) => u._id === ids.staff)).toMatchObject({ email: expect.stringContaining('@') });
    expect(leaked(JSON.stringify(users))).toEqual([]);
  });

  it("shows a batch's students to its teachers without contacts, and not to other teachers", async () => {
    const mine = (await ok(get(`batch/${ids.batch}/students`, await t.as('TEACHER')))).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ _id: ids.student, email: null, phoneNumber: null, rollNumber: '7', registrationNumber: 'REG-P-1' }),
    ]);
    expect((await get(`batch/${ids.batch}/students`, otherTeacher)).statusCode).toBe(403);
    const staffView = (await ok(get(`batch/${ids.batch}/students`, admin))).json().data;
    expect(staffView[0]).toMatchObject({ email: 'student@a.test' });
  });

  it('exports the sensitive columns only to those who may see them', async () => {
    const url = 'student/export?downloadType=csv&fields=displayName,aadharNumber,address,parentNumber,dateOfBirth&perPage=100';
    expect(leaked((await ok(get(url, admin))).body, STUDENT_SECRETS.slice(0, 4))).toEqual(STUDENT_SECRETS.slice(0, 4));
    expect((await get(url, await t.as('TEACHER'))).statusCode).toBe(403);
    expect((await get(url, await t.as('STAFF'))).statusCode).toBe(403);
    await grant(t, 'STAFF', ['student']);
    expect(leaked((await ok(get(url, await t.as('STAFF')))).body, ['444455556666', '9777766666'])).toEqual(['444455556666', '9777766666']);
    await revoke(t, 'STAFF', ['student']);
  });
});
