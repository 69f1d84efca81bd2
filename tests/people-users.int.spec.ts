import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, startTestApp, type TestApp } from './support/harness.js';
import { newUser, pos } from './support/people.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

const update = (id: string, payload: object, headers = admin) =>
  t.inject({ method: 'PUT', url: `/api/v1/user/update/${id}`, headers, payload });

describe('GET user', () => {
  it("filters by repeated roles and pages, within the caller's institute", async () => {
    const r = await t.as('ADMIN').get('user?role=TEACHER&role=STAFF&perPage=20&pageNo=1');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ message: 'Users', perPage: 20, pageNo: 1, isLastChunk: true, totalCount: 2 });
    expect(body.data.map((u: { email: string }) => u.email).sort()).toEqual(['staff@a.test', 'teacher@a.test']);
    expect(body.data[0]).toEqual(
      expect.objectContaining({ blockStatus: 'ACTIVE', assignInstitutes: [t.schoolA.instituteId], createdAt: expect.any(String) }),
    );

    const one = (await t.as('ADMIN').get('user?role=STUDENT')).json();
    expect(one.data.map((u: { role: string }) => u.role)).toEqual(['STUDENT']);
    const paged = (await t.as('ADMIN').get('user?perPage=2&pageNo=2')).json();
    expect(paged).toMatchObject({ perPage: 2, pageNo: 2, totalCount: 7, isLastChunk: false });
    expect(paged.data).toHaveLength(2);
    expect((await t.as('ADMIN').get('user?searchTitle=teacher@a')).json().data.map((u: { email: string }) => u.email)).toEqual([
      'teacher@a.test',
    ]);
  });

  it("shows B's admin none of A's users, and refuses students and parents", async () => {
    const b = (await t.as('ADMIN', 'b').get('user?perPage=50')).json();
    expect(b.data.length).toBe(7);
    expect(b.data.every((u: { email: string }) => u.email.endsWith('@b.test'))).toBe(true);
    expect((await t.as('STUDENT').get('user')).statusCode).toBe(403);
    expect((await t.as('PARENT').get('user')).statusCode).toBe(403);
    expect((await t.as('ADMIN').get('user?role=NOBODY')).statusCode).toBe(400);
  });
});

describe('GET user/details/:id', () => {
  it("lets a student read only themselves, a parent their child, and hides other institutes' users", async () => {
    const student = t.schoolA.users.get('STUDENT')!;
    const me = await t.as('STUDENT').get(`user/details/${student}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ _id: student, role: 'STUDENT', email: 'student@a.test' });
    expect(me.json().data.bankDetails).toBeUndefined();
    const other = await newUser(t, admin, 'STUDENT');
    const denied = await t.as('STUDENT').get(`user/details/${other.id}`, { at: other.position });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'You may only view your own profile.' });
    expect((await t.as('PARENT').get(`user/details/${student}`)).statusCode).toBe(200);
    expect((await t.as('PARENT').get(`user/details/${other.id}`)).statusCode).toBe(403);
    expect((await t.as('STUDENT').get(`user/details/${t.schoolA.users.get('TEACHER')}`)).statusCode).toBe(403);
    const cross = await t.as('ADMIN', 'b').get(`user/details/${student}`);
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual({ error: 'User not found.' });
  });
});

describe('PUT user/update/:id', () => {
  it('saves staff details with the photo and the Aadhar image, and the flags return the sub-documents', async () => {
    const teacher = t.schoolA.users.get('TEACHER')!;
    // The department is a real one: the profile's Department puts the teacher in its employee list (issue 11 part 9).
    const dep = await t.as('ADMIN').post('department/create', { title: 'Humanities', description: 'Humanities people' });
    expect(dep.statusCode, dep.body).toBe(200);
    const departmentId = dep.json().data._id as string;
    const form = multipart({
      name: 'Kavita S. Sharma',
      email: 'teacher@a.test',
      phoneNumber: '9000000001',
      countryCode: '+91',
      gender: 'FEMALE',
      caste: 'SC',
      dateOfBirth: '1990-04-02',
      experience: '2015-06-01',
      department: departmentId,
      designation: 'des-1',
      employmentCode: 'EMP-7',
      aadharNumber: '123456789012',
      emergencyContactName: 'Ravi',
      emergencyContactNumber: '9000000002',
      city: 'Pune',
      address: '1 Main Road',
      pinCode: '411001',
      accountNumber: '000111222',
      accountHolderName: 'Kavita Sharma',
      ifscCode: 'SBIN0000001',
      bankName: 'SBI',
      photo: { filename: 'p.png', contentType: 'image/png', data: png(2, 2) },
      aadharImage: { filename: 'a.png', contentType: 'image/png', data: png(5, 5) },
    });
    const r = await t.inject({
      method: 'PUT',
      url: `/api/v1/user/update/${teacher}`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ message: 'User updated successfully', data: { _id: teacher } });
    const d = (
      await t.as('ADMIN').get(`user/details/${teacher}?bank=true&academics=true&employee=true&address=true`, { at: pos(r) })
    ).json().data;
    expect(d).toMatchObject({
      displayName: 'Kavita S. Sharma',
      phoneNumber: '9000000001',
      caste: 'SC',
      dateOfBirth: '1990-04-02',
      department: departmentId,
      departmentTitle: 'Humanities',
      employeeDetails: { employmentCode: 'EMP-7', department: departmentId, designation: 'des-1', experience: '2015-06-01' },
      addressDetails: {
        aadharNumber: '123456789012',
        emergencyContactName: 'Ravi',
        city: 'Pune',
        pinCode: '411001',
        aadharImageUrl: expect.stringMatching(/^\/api\/v1\/files\//),
      },
      bankDetails: { accountNumber: '000111222', accountHolderName: 'Kavita Sharma', ifscCode: 'SBIN0000001', bankName: 'SBI' },
      academicDetails: { registrationNumber: null, batch: null, certificates: [] },
    });
    expect(d.photoUrl).toMatch(/^\/api\/v1\/files\//);
    expect((await t.inject({ method: 'GET', url: d.addressDetails.aadharImageUrl })).rawPayload.equals(png(5, 5))).toBe(true);
  });

  const teacher = () => t.schoolA.users.get('TEACHER')!;
  const student = () => t.schoolA.users.get('STUDENT')!;
  it.each([
    ['teacher', { phoneNumber: '12345' }, 'Minimum 10 digits required'],
    ['teacher', { dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` }, 'Please choose a valid date of birth'],
    ['teacher', { dateOfBirth: 'soon' }, 'Please choose a valid date of birth'],
    ['teacher', { aadharNumber: '12345678901' }, 'Aadhar number Must be 12 number'],
    ['teacher', { pinCode: '12' }, 'Minimum  4 numbers.'],
    ['teacher', { countryCode: '' }, 'Country is required.'],
    ['teacher', { city: '' }, 'City is required.'],
    ['teacher', { employmentCode: ' ' }, 'Employment code is required.'],
    ['teacher', { name: ' ' }, 'Name is required'],
    ['student', { name: '' }, 'Student Name is required'],
    ['student', { parentEmail: 'parent-at-home' }, 'Should be a valid email address'],
    ['student', { dateOfBirth: '2999-01-01' }, 'Please choose a valid date of birth'],
    ['student', { email: 'changed@a.test' }, 'The email cannot be changed.'],
  ])('refuses for a %s %j with the spec message', async (who, payload, message) => {
    const r = await update(who === 'teacher' ? teacher() : student(), payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: message });
  });

  it('accepts a student younger than 18 and keeps registration and library-card numbers unique per institute', async () => {
    const r = await update(student(), {
      dateOfBirth: '2012-05-05',
      registrationNumber: 'REG-001',
      libraryCardNumber: 'LIB-9',
      rollNumber: '12',
      fatherName: 'Vikram',
      parentEmail: 'parent@a.test',
      isHostler: true,
    });
    expect(r.statusCode, r.body).toBe(200);
    const other = await newUser(t, admin, 'STUDENT');
    const dup = await update(other.id, { registrationNumber: 'reg-001' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'This registration number is already in use.' });
    expect((await update(other.id, { libraryCardNumber: 'LIB-9' })).json()).toEqual({
      error: 'This library card number is already in use.',
    });
    // Another institute has its own numbers.
    expect((await update(t.schoolB.users.get('STUDENT')!, { registrationNumber: 'REG-001' }, await t.as('ADMIN', 'b'))).statusCode).toBe(
      200,
    );
    // Renaming frees the old number.
    expect((await update(student(), { registrationNumber: 'REG-002' })).statusCode).toBe(200);
    const moved = await update(other.id, { registrationNumber: 'REG-001' });
    expect(moved.statusCode).toBe(200);
    const d = (await t.as('ADMIN').get(`user/details/${student()}?academics=true&address=true`, { at: pos(moved) })).json().data;
    expect(d.academicDetails).toMatchObject({
      registrationNumber: 'REG-002',
      libraryCardNumber: 'LIB-9',
      rollNumber: '12',
      isHostler: true,
    });
    expect(d.addressDetails).toMatchObject({ fatherName: 'Vikram', parentEmail: 'parent@a.test' });
  });

  it('is for admin roles of the institute only, and not on a SUPER_ADMIN by an ADMIN', async () => {
    expect((await update(student(), { city: 'Goa' }, await t.as('TEACHER'))).statusCode).toBe(403);
    expect((await update(student(), { city: 'Goa' }, await t.as('ADMIN', 'b'))).statusCode).toBe(404);
    const sa = await update(t.schoolA.users.get('SUPER_ADMIN')!, { city: 'Goa' });
    expect(sa.statusCode).toBe(403);
  });
});
