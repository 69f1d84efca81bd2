import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './support/harness.js';
import { newUser, pos } from './support/people.js';

let t: TestApp;
let admin: Record<string, string>;
let batches: { session: string; course: string; branch: string; open: string; done: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  const call = async (url: string, payload: object) => {
    const r = await t.inject({ method: 'POST', url: `/api/v1/${url}`, headers: admin, payload });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
    return r.json().data._id as string;
  };
  const session = await call('session/create', { startYear: '2025-01-01', endYear: '2026-01-01' });
  const course = await call('course/create', { title: 'B.Tech', duration: 4, description: 'Engineering' });
  const branch = await call('branch/create', { title: 'CSE', description: 'Computers', courseId: course });
  const batch = () =>
    call('batch/create', {
      session,
      course,
      branch,
      description: 'Morning',
      maximumStudent: 60,
      headOfDepartment: t.schoolA.users.get('TEACHER')!,
    });
  const open = await batch();
  const done = await batch();
  const completed = await t.inject({ method: 'POST', url: `/api/v1/batch/complete/${done}`, headers: admin });
  if (completed.statusCode !== 200) throw new Error(`complete: ${completed.body}`);
  batches = { session, course, branch, open, done };
  await t.settle();
});
afterAll(async () => t?.close());

const list = (query: string, headers = admin, at?: string) =>
  t.inject({ method: 'GET', url: `/api/v1/student${query}`, headers: { ...headers, ...(at ? { 'x-min-position': at } : {}) } });

describe('GET student', () => {
  it("lists the institute's students with their academic numbers, batch titles and linked parents", async () => {
    const s = await newUser(t, admin, 'STUDENT', { name: 'Zoya Khan', gender: 'FEMALE' });
    const u = await t.inject({
      method: 'PUT',
      url: `/api/v1/user/update/${s.id}`,
      headers: admin,
      payload: {
        registrationNumber: 'R-77',
        rollNumber: '7',
        libraryCardNumber: 'L-7',
        applicationNumber: 'A-7',
        enrollmentCode: 'E-7',
        batch: batches.open,
      },
    });
    expect(u.statusCode, u.body).toBe(200);
    const r = await list('?perPage=12&pageNo=1&isAlumni=false', admin, pos(u));
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ message: 'Students', perPage: 12, pageNo: 1, totalCount: 2, isLastChunk: true });
    const zoya = body.data.find((x: { _id: string }) => x._id === s.id);
    expect(zoya).toMatchObject({
      displayName: 'Zoya Khan',
      email: s.email,
      gender: 'FEMALE',
      phoneNumber: '9123456780',
      academicDetails: {
        registrationNumber: 'R-77',
        rollNumber: '7',
        libraryCardNumber: 'L-7',
        applicationNumber: 'A-7',
        enrollmentCode: 'E-7',
        batch: { _id: batches.open, session: '2025-2026', course: 'B.Tech', branch: 'CSE', isCompleted: false },
      },
    });
    const seeded = body.data.find((x: { _id: string }) => x._id === t.schoolA.users.get('STUDENT'));
    expect(seeded.parents).toEqual([t.schoolA.users.get('PARENT')]);
    expect((await list('?searchTitle=zoya')).json().data.map((x: { _id: string }) => x._id)).toEqual([s.id]);
    expect((await list('?searchTitle=R-77')).json().data.map((x: { _id: string }) => x._id)).toEqual([s.id]);
    expect((await list('?perPage=1&pageNo=1')).json()).toMatchObject({ totalCount: 2, isLastChunk: false });
    const ids = async (q: string) => (await list(q)).json().data.map((x: { _id: string }) => x._id);
    expect(await ids(`?session=${batches.session}&course=${batches.course}&branch=${batches.branch}`)).toEqual([s.id]);
    expect(await ids('?course=another')).toEqual([]);
    const d = await t.inject({ method: 'GET', url: `/api/v1/user/details/${s.id}?academics=true`, headers: admin });
    expect(d.json().data.academicDetails.batch).toMatchObject({ _id: batches.open, course: 'B.Tech', branch: 'CSE', session: '2025-2026' });
    // The batch counts its students, and its Students tab lists them.
    const b = await t.inject({ method: 'GET', url: `/api/v1/batch/${batches.open}`, headers: admin });
    expect(b.json().data.totalStudents).toBe(1);
    const tab = await t.inject({ method: 'GET', url: `/api/v1/batch/${batches.open}/students?perPage=20&pageNo=1`, headers: admin });
    expect(tab.json()).toMatchObject({
      totalCount: 1,
      isLastChunk: true,
      data: [{ _id: s.id, registrationNumber: 'R-77', rollNumber: '7' }],
    });
    const searched = await t.inject({
      method: 'GET',
      url: `/api/v1/batch/${batches.open}/students?searchTitle=nobody-matches`,
      headers: admin,
    });
    expect(searched.json().totalCount).toBe(0);
    // Another institute's batch is not found; a student may not read the tab.
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/batch/${batches.open}/students`, headers: await t.as('ADMIN', 'b') })).statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/batch/${batches.open}/students`, headers: await t.as('STUDENT') })).statusCode,
    ).toBe(403);
    // Assign Teacher: a subject of the institute to one of its teachers, once; then the teacher's batches show it.
    const subject = (
      await t.inject({
        method: 'POST',
        url: '/api/v1/subject/create',
        headers: admin,
        payload: { title: 'Algorithms', subjectCode: 'CS301' },
      })
    ).json().data._id;
    const assign = (payload: object, headers = admin) =>
      t.inject({ method: 'POST', url: `/api/v1/batch/${batches.open}/assign-teacher`, headers, payload });
    expect((await assign({ teacher: t.schoolA.users.get('TEACHER') })).json()).toEqual({ error: 'Subject is required.' });
    expect((await assign({ subject })).json()).toEqual({ error: 'Teacher is required.' });
    expect((await assign({ subject, teacher: t.schoolA.users.get('STAFF') })).json()).toEqual({
      error: 'Teacher must be a teacher of this institute.',
    });
    const assigned = await assign({ subject, teacher: t.schoolA.users.get('TEACHER') });
    expect(assigned.json()).toMatchObject({ message: 'Teacher assigned successfully', data: { subject: { title: 'Algorithms' } } });
    const again = await assign({ subject, teacher: t.schoolA.users.get('TEACHER') });
    expect(again.headers['x-position']).toBeUndefined();
    expect((await assign({ subject, teacher: t.schoolA.users.get('TEACHER') }, await t.as('STUDENT'))).statusCode).toBe(403);
    expect((await assign({ subject, teacher: t.schoolB.users.get('TEACHER') }, await t.as('ADMIN', 'b'))).statusCode).toBe(404);
    const teachers = await t.inject({
      method: 'GET',
      url: `/api/v1/batch/${batches.open}/teachers`,
      headers: { ...admin, 'x-min-position': assigned.headers['x-position'] as string },
    });
    expect(teachers.json().data).toEqual([
      expect.objectContaining({
        subject: expect.objectContaining({ subjectCode: 'CS301' }),
        teacher: { _id: t.schoolA.users.get('TEACHER'), displayName: expect.any(String) },
      }),
    ]);
    // The H.O.D. finds the batch among their own.
    const mine = (
      await t.inject({ method: 'GET', url: '/api/v1/batch/teacher?perPage=5&pageNo=1', headers: await t.as('TEACHER') })
    ).json();
    expect(mine.data.map((x: { _id: string }) => x._id)).toEqual(expect.arrayContaining([batches.open, batches.done]));
    expect(mine.data.find((x: { _id: string }) => x._id === batches.open).totalStudents).toBe(1);
  });

  it('lists the students of a completed batch as alumni, and refuses a batch of another institute', async () => {
    const s = await newUser(t, admin, 'STUDENT', { name: 'Old Boy' });
    const u = await t.inject({ method: 'PUT', url: `/api/v1/user/update/${s.id}`, headers: admin, payload: { batch: batches.done } });
    expect(u.statusCode, u.body).toBe(200);
    const alumni = (await list('?isAlumni=true', admin, pos(u))).json();
    expect(alumni.data.map((x: { _id: string }) => x._id)).toEqual([s.id]);
    expect(alumni.data[0].academicDetails.batch).toMatchObject({ isCompleted: true, course: 'B.Tech' });
    expect((await list('?isAlumni=false')).json().data.map((x: { _id: string }) => x._id)).not.toContain(s.id);
    const foreign = await t.inject({
      method: 'PUT',
      url: `/api/v1/user/update/${t.schoolB.users.get('STUDENT')}`,
      headers: await t.as('ADMIN', 'b'),
      payload: { batch: batches.open },
    });
    expect(foreign.json()).toEqual({ error: 'Batch not found.' });
  });

  it('still lists, without titles, alumni or batch filters, while the academics views are missing', async () => {
    const db = t.rt.database.db;
    await sql`alter view batch rename to batch_hidden_for_test`.execute(db);
    try {
      const all = (await list('?perPage=50')).json();
      expect(all.totalCount).toBeGreaterThanOrEqual(3);
      expect(
        all.data.every(
          (x: { academicDetails: { batch: { course: unknown } | null } }) =>
            !x.academicDetails.batch || x.academicDetails.batch.course === null,
        ),
      ).toBe(true);
      expect((await list('?isAlumni=true')).json()).toMatchObject({ data: [], totalCount: 0 });
      expect((await list(`?course=${batches.course}`)).json().totalCount).toBe(all.totalCount);
    } finally {
      await sql`alter view batch_hidden_for_test rename to batch`.execute(db);
    }
  });

  it('shows another institute none of them, and refuses students and parents', async () => {
    const b = (await list('?perPage=50', await t.as('ADMIN', 'b'))).json();
    expect(b.data.map((x: { email: string }) => x.email)).toEqual(['student@b.test']);
    expect(b.totalCount).toBe(1);
    expect((await list('', await t.as('STUDENT'))).statusCode).toBe(403);
    expect((await list('', await t.as('PARENT'))).statusCode).toBe(403);
    expect((await list('', await t.as('TEACHER'))).statusCode).toBe(200);
    expect((await list('?isAlumni=maybe')).statusCode).toBe(400);
  });
});

describe('the kept total (platform/http/kept-counts.ts)', () => {
  it('counts again once a student or a batch changes', async () => {
    const total = async () => (await list('?perPage=1&pageNo=1')).json().totalCount as number;
    const before = await total();
    expect(await total()).toBe(before);
    const s = await newUser(t, admin, 'STUDENT', { name: 'Kept Count' });
    await t.settle();
    expect(await total()).toBe(before + 1);
    const u = await t.inject({ method: 'PUT', url: `/api/v1/user/update/${s.id}`, headers: admin, payload: { batch: batches.open } });
    expect(u.statusCode, u.body).toBe(200);
    await t.settle();
    const inOpen = (await list(`?perPage=1&pageNo=1&session=${batches.session}`)).json().totalCount as number;
    expect(inOpen).toBeGreaterThan(0);
    const row = async (query: string) =>
      ((await list(`${query}&perPage=200`)).json().data as { _id: string; academicDetails: { batch: { isCompleted: boolean } } }[]).find(
        (x) => x._id === s.id,
      );
    expect((await row('?isAlumni=false'))?.academicDetails.batch.isCompleted).toBe(false);
    // Completing the batch moves its students to the alumni: a batch event, not a student one, changes the total.
    const done = await t.inject({ method: 'POST', url: `/api/v1/batch/complete/${batches.open}`, headers: admin });
    expect(done.statusCode, done.body).toBe(200);
    await t.settle();
    expect(await total()).toBe(before + 1 - inOpen);
    // The completed batches and the batch titles the list keeps move with it.
    expect(await row('?isAlumni=false')).toBeUndefined();
    expect((await row('?isAlumni=true'))?.academicDetails.batch.isCompleted).toBe(true);
  });
});
