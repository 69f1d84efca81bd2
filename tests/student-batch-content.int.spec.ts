import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Method, multipart, startTestApp, type TestApp } from './support/harness.js';
import { newUser } from './support/people.js';

// Issue 12 part 7: students and parents read their batch's materials and announcements, read-only: GET student/batch
// tells their pages which batch, the batch's tabs answer them, another batch is 404 and every write is 403.
let t: TestApp;
let admin: Record<string, string>;
let student: Record<string, string>;
let parent: Record<string, string>;
let ids: { student: string; other: string; loner: string; batchA: string; batchB: string; materialA: string; materialB: string };
let other: Record<string, string>;
let loner: Record<string, string>;
let at = '';

type Res = { statusCode: number; body: string; json(): any; headers: Record<string, unknown> };
const call = async (method: Method, url: string, headers: Record<string, string>, payload?: object): Promise<Res> => {
  const r = await t.with(headers).send(method, url, payload, { at });
  if (r.headers['x-position']) at = r.headers['x-position'] as string;
  return r as unknown as Res;
};
const ok = async (p: Promise<Res>) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r;
};
const id = async (p: Promise<Res>) => (await ok(p)).json().data._id as string;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const upload = async (batchId: string, title: string, headers = admin) => {
  const f = multipart({ title, file: { filename: `${title}.pdf`, contentType: 'application/pdf', data: pdf } });
  const r = await t.with(headers).post(`batch/material/${batchId}`, f.payload, { headers: f.headers });
  if (r.headers['x-position']) at = r.headers['x-position'] as string;
  return r as unknown as Res;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  student = await t.as('STUDENT');
  parent = await t.as('PARENT');
  const session = await id(call('POST', 'session/create', admin, { startYear: '2025-01-01', endYear: '2026-01-01' }));
  const course = await id(call('POST', 'course/create', admin, { title: 'B.Sc', duration: 3, description: 'Science' }));
  const branch = await id(call('POST', 'branch/create', admin, { title: 'Physics', description: 'Physics', courseId: course }));
  const batch = () =>
    id(
      call('POST', 'batch/create', admin, {
        session,
        course,
        branch,
        description: 'Evening',
        maximumStudent: 60,
        headOfDepartment: t.schoolA.users.get('TEACHER')!,
      }),
    );
  const batchA = await batch();
  const batchB = await batch();
  const me = t.schoolA.users.get('STUDENT')!;
  await ok(call('PUT', `user/update/${me}`, admin, { batch: batchA }));
  const o = await newUser(t, admin, 'STUDENT', { name: 'Other Batch' });
  const l = await newUser(t, admin, 'STUDENT', { name: 'No Batch' });
  other = o.headers;
  loner = l.headers;
  at = l.position;
  await ok(call('PUT', `user/update/${o.id}`, admin, { batch: batchB }));
  const materialA = await id(upload(batchA, 'Syllabus'));
  const materialB = await id(upload(batchB, 'Secret'));
  ids = { student: me, other: o.id, loner: l.id, batchA, batchB, materialA, materialB };
  await t.settle();
});
afterAll(async () => t?.close());

describe('GET student/batch', () => {
  it("answers a student's own batch, a parent's child's, and null for a student in none", async () => {
    const mine = (await ok(call('GET', 'student/batch', student))).json();
    expect(mine).toEqual({
      message: 'Student batch',
      data: {
        studentId: ids.student,
        batch: { _id: ids.batchA, session: expect.any(String), course: 'B.Sc', branch: 'Physics', isCompleted: false },
      },
    });
    // The parent of the demo student: the first child when none is named, and that child by name.
    expect((await ok(call('GET', 'student/batch', parent))).json().data).toEqual(mine.data);
    expect((await ok(call('GET', `student/batch?student=${ids.student}`, parent))).json().data).toEqual(mine.data);
    expect((await ok(call('GET', 'student/batch', loner))).json().data).toEqual({ studentId: ids.loner, batch: null });
  });

  it('is 404 for another student, and 403 for staff and teachers', async () => {
    expect((await call('GET', `student/batch?student=${ids.other}`, parent)).statusCode).toBe(404);
    expect((await call('GET', `student/batch?student=${ids.other}`, student)).json()).toEqual({ error: 'Student not found.' });
    expect((await call('GET', 'student/batch', admin)).statusCode).toBe(403);
    expect((await call('GET', 'student/batch', await t.as('TEACHER'))).statusCode).toBe(403);
  });
});

describe("the batch's materials and announcements, read-only for its students and parents", () => {
  it('lists the materials of their batch, and the signed file downloads', async () => {
    for (const who of [student, parent]) {
      const list = (await ok(call('GET', `batch/${ids.batchA}/materials`, who))).json();
      expect(list).toMatchObject({ totalCount: 1, data: [{ _id: ids.materialA, title: 'Syllabus', fileName: 'Syllabus.pdf' }] });
      const file = await t.inject({ method: 'GET', url: list.data[0].fileUrl });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    // The other batch's student sees theirs, not this one.
    const theirs = (await ok(call('GET', `batch/${ids.batchB}/materials`, other))).json();
    expect(theirs.data.map((m: { _id: string }) => m._id)).toEqual([ids.materialB]);
  });

  it('answers 404 for a batch that is not theirs, and for another institute', async () => {
    for (const who of [student, parent, loner]) {
      expect((await call('GET', `batch/${ids.batchB}/materials`, who)).json()).toEqual({ error: 'Batch not found.' });
      expect((await call('GET', `batch/${ids.batchB}/announcements`, who)).statusCode).toBe(404);
    }
    expect((await call('GET', `batch/${ids.batchA}/materials`, other)).statusCode).toBe(404);
    expect((await call('GET', `batch/${ids.batchA}/materials`, await t.as('STUDENT', 'b'))).statusCode).toBe(404);
    expect((await call('GET', `batch/${ids.batchA}/announcements`, await t.as('PARENT', 'b'))).statusCode).toBe(404);
  });

  it('reads the announcements of their batch', async () => {
    const a = await id(call('POST', `batch/announcement/${ids.batchA}`, admin, { title: 'Field trip', description: '<p>Monday</p>' }));
    await ok(call('POST', `batch/announcement/${ids.batchB}`, admin, { title: 'Other trip', description: '<p>Tuesday</p>' }));
    for (const who of [student, parent]) {
      const list = (await ok(call('GET', `batch/${ids.batchA}/announcements`, who))).json();
      expect(list).toMatchObject({ totalCount: 1, data: [{ _id: a, title: 'Field trip' }] });
    }
  });

  it('refuses every write to students and parents (403), changing nothing', async () => {
    for (const who of [student, parent]) {
      expect((await upload(ids.batchA, 'Mine', who)).statusCode).toBe(403);
      expect((await call('DELETE', `batch/material-delete/${ids.materialA}`, who)).statusCode).toBe(403);
      expect((await call('POST', `batch/announcement/${ids.batchA}`, who, { title: 'Hello', description: 'Something' })).statusCode).toBe(
        403,
      );
    }
    const list = (await ok(call('GET', `batch/${ids.batchA}/materials`, student))).json();
    expect(list.totalCount).toBe(1);
    const ann = (await ok(call('GET', `batch/${ids.batchA}/announcements`, student))).json();
    expect(ann.totalCount).toBe(1);
    const del = (await ok(call('GET', `batch/${ids.batchA}/announcements`, admin))).json().data[0]._id as string;
    for (const who of [student, parent]) expect((await call('DELETE', `batch/announcement/delete/${del}`, who)).statusCode).toBe(403);
  });
});
