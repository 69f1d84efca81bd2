import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, multipart, png, startTestApp, type TestApp } from './support/harness.js';
import { newUser } from './support/people.js';

let t: TestApp;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
let teacherId: string;
let setup: { sessionId: string; courseId: string; branchId: string; otherBranchId: string; otherCourseId: string; at: string };

const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;
const form = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | { filename: string; contentType: string; data: Buffer }>,
  headers = admin,
) => {
  const f = multipart(fields);
  return t.inject({ method, url: `/api/v1/${url}`, headers: { ...headers, ...f.headers }, payload: f.payload });
};
const ok = async (p: Promise<{ statusCode: number; body: string; json(): any; headers: Record<string, unknown> }>) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  otherAdmin = await t.as('ADMIN', 'b');
  teacherId = t.schoolA.users.get('TEACHER')!;
  const s = await ok(t.as('ADMIN').post('session/create', { startYear: '2025-01-01', endYear: '2026-01-01' }));
  const c = await ok(t.as('ADMIN').post('course/create', { title: 'B.Tech', duration: 4, description: 'Engineering' }));
  const c2 = await ok(t.as('ADMIN').post('course/create', { title: 'MCA', duration: 2, description: 'Computing' }));
  const b = await ok(t.as('ADMIN').post('branch/create', { title: 'CSE', description: 'Computers', courseId: c.json().data._id }));
  const b2 = await ok(t.as('ADMIN').post('branch/create', { title: 'AI', description: 'Machine learning', courseId: c2.json().data._id }));
  setup = {
    sessionId: s.json().data._id,
    courseId: c.json().data._id,
    branchId: b.json().data._id,
    otherCourseId: c2.json().data._id,
    otherBranchId: b2.json().data._id,
    at: pos(b2),
  };
});
afterAll(async () => t?.close());

const batchFields = (extra: Record<string, string> = {}) => ({
  session: setup.sessionId,
  course: setup.courseId,
  branch: setup.branchId,
  description: 'Morning batch',
  maximumStudent: '60',
  headOfDepartment: teacherId,
  ...extra,
});

describe('POST batch/create', () => {
  it('creates from multipart with an icon and replies with titles, H.O.D. and counters', async () => {
    const r = await ok(
      form('POST', 'batch/create', { ...batchFields(), icon: { filename: 'b.png', contentType: 'image/png', data: png() } }),
    );
    expect(r.json()).toMatchObject({
      message: 'Batch created successfully',
      data: {
        description: 'Morning batch',
        maximumStudent: 60,
        isBatchCompleted: false,
        totalStudents: 0,
        course: { _id: setup.courseId, title: 'B.Tech' },
        branch: { _id: setup.branchId, title: 'CSE' },
        session: { _id: setup.sessionId, title: '2025-2026' },
        headOfDepartment: { _id: teacherId, displayName: expect.any(String) },
        iconUrl: expect.stringContaining('/api/v1/files/'),
      },
    });
    const id = r.json().data._id;
    const one = (await t.as('ADMIN').get(`batch/${id}`, { at: pos(r) })).json().data;
    expect(one).toMatchObject({
      _id: id,
      course: { title: 'B.Tech' },
      branch: { title: 'CSE' },
      session: { title: '2025-2026' },
      isBatchCompleted: false,
      totalStudents: 0,
    });
    expect(one.headOfDepartment).toEqual(r.json().data.headOfDepartment);
    const list = (await t.as('ADMIN').get('batch?course=true&branch=true&session=true&perPage=20&pageNo=1', { at: pos(r) })).json();
    expect(list).toMatchObject({ perPage: 20, pageNo: 1 });
    expect(list.data.find((b: { _id: string }) => b._id === id)).toMatchObject({
      course: { title: 'B.Tech' },
      createdAt: expect.any(String),
    });
    const lookup = (await t.as('ADMIN').get(`get-batch/${setup.sessionId}/${setup.courseId}`, { at: pos(r) })).json();
    expect(lookup.data.map((b: { _id: string }) => b._id)).toContain(id);
    expect((await t.as('ADMIN').get(`get-batch/${setup.sessionId}/${setup.otherCourseId}`, { at: pos(r) })).json().data).toEqual([]);
  });

  it.each([
    ['session', 'Session is required'],
    ['course', 'Course is required'],
    ['branch', 'Branch is required'],
    ['maximumStudent', 'Maximum Students is required'],
    ['headOfDepartment', 'Name Of H.O.D is required'],
  ])('says the spec message when %s is missing or empty', async (field, error) => {
    const { [field]: _gone, ...rest } = batchFields() as Record<string, string>;
    const missing = await form('POST', 'batch/create', rest);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error });
    const empty = await form('POST', 'batch/create', { ...rest, [field]: '' });
    expect(empty.json()).toEqual({ error });
  });

  it('refuses unknown places, a branch of another course, a bad maximum and an H.O.D. who is not a teacher here', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ session: 'nope' }, /^Session not found/],
      [{ course: 'nope' }, /^Course not found/],
      [{ branch: 'nope' }, /^Branch not found/],
      [{ branch: setup.otherBranchId }, /does not belong to the chosen course/],
      [{ maximumStudent: '0' }, /Maximum Students must be a whole number/],
      [{ maximumStudent: 'many' }, /Maximum Students must be a whole number/],
      [{ headOfDepartment: t.schoolA.users.get('STAFF')! }, /must be a teacher of this institute/],
      [{ headOfDepartment: t.schoolB.users.get('TEACHER')! }, /must be a teacher of this institute/],
      [{ headOfDepartment: 'nobody' }, /must be a teacher of this institute/],
    ];
    for (const [extra, error] of cases) {
      const r = await form('POST', 'batch/create', batchFields(extra));
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
      expect(r.json().error).toMatch(error);
    }
  });
});

describe('PUT batch/update/:id, completion and delete', () => {
  it('edits what may change, refuses a changed session, course or branch, and completes', async () => {
    const c = await ok(form('POST', 'batch/create', batchFields({ description: 'Evening' })));
    const id = c.json().data._id;
    const u = await ok(form('PUT', `batch/update/${id}`, batchFields({ description: 'Evening, room 4', maximumStudent: '45' })));
    expect(u.json()).toEqual({ message: 'Batch updated successfully', data: { _id: id } });
    expect((await t.as('ADMIN').get(`batch/${id}`, { at: pos(u) })).json().data).toMatchObject({
      description: 'Evening, room 4',
      maximumStudent: 45,
    });
    for (const extra of [{ session: 'other' }, { course: setup.otherCourseId }, { branch: setup.otherBranchId }] as Record<
      string,
      string
    >[]) {
      const r = await form('PUT', `batch/update/${id}`, batchFields(extra));
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
      expect(r.json()).toEqual({ error: 'Session, course and branch of a batch cannot be changed.' });
    }
    // Left out, they stay as they are.
    const { session: _s, course: _c, branch: _b, ...rest } = batchFields({ maximumStudent: '40' });
    expect((await form('PUT', `batch/update/${id}`, rest)).statusCode).toBe(200);
    expect((await form('PUT', `batch/update/${id}`, { ...rest, maximumStudent: '' })).json()).toEqual({
      error: 'Maximum Students is required',
    });
    expect((await form('PUT', `batch/update/${id}`, { ...rest, headOfDepartment: t.schoolA.users.get('STAFF')! })).statusCode).toBe(400);

    const done = await ok(t.as('ADMIN').post(`batch/complete/${id}`));
    expect(done.json()).toEqual({ message: 'Batch Completed', data: { _id: id } });
    expect((await t.as('ADMIN').get(`batch/${id}`, { at: pos(done) })).json().data.isBatchCompleted).toBe(true);
    // Completing again changes nothing; reopening is refused.
    expect((await t.as('ADMIN').post(`batch/complete/${id}`)).statusCode).toBe(200);
    expect((await form('PUT', `batch/update/${id}`, { isBatchCompleted: 'false' })).statusCode).toBe(400);
  });

  it("completes through the edit call as 002's 'Batch Completed' sends it", async () => {
    const c = await ok(form('POST', 'batch/create', batchFields({ description: 'Weekend' })));
    const id = c.json().data._id;
    const r = await ok(form('PUT', `batch/update/${id}`, { isBatchCompleted: 'true' }));
    expect(r.json()).toEqual({ message: 'Batch Completed', data: { _id: id } });
    expect((await t.as('ADMIN').get(`batch/${id}`, { at: pos(r) })).json().data.isBatchCompleted).toBe(true);
  });

  it('deletes; a live batch keeps its course, branch and session from being deleted', async () => {
    const c = await ok(form('POST', 'batch/create', batchFields({ description: 'To delete' })));
    const id = c.json().data._id;
    for (const url of [`course/delete/${setup.courseId}`, `branch/delete/${setup.branchId}`, `session/delete/${setup.sessionId}`]) {
      const r = await t.as('ADMIN').delete(url);
      expect(r.statusCode, url).toBe(409);
      expect(r.json().error).toMatch(/batch\(es\)\. Delete them first\./);
    }
    const teacher = await t.as('TEACHER');
    const d = await ok(t.with(teacher).delete(`batch/delete/${id}`));
    expect(d.json()).toEqual({ message: 'Batch deleted successfully', data: { _id: id } });
    expect((await t.as('ADMIN').get(`batch/${id}`, { at: pos(d) })).statusCode).toBe(404);
    expect((await t.as('ADMIN').delete(`batch/delete/${id}`)).statusCode).toBe(404);
  });

  it('lets a teacher delete only a batch they head', async () => {
    const c = await ok(form('POST', 'batch/create', batchFields({ description: 'Headed' })));
    const id = c.json().data._id;
    const staff = await t.as('STAFF');
    // Staff reads batches with the batch module; deleting is refused by role whatever they are granted.
    await grant(t, 'STAFF', ['batch']);
    expect((await t.with(staff).delete(`batch/delete/${id}`)).statusCode).toBe(403);
    expect((await t.with(staff).get(`batch/${id}`, { at: pos(c) })).statusCode).toBe(200);
  });
});

describe('batch access and isolation', () => {
  it('shows another institute none of the batches and a 404 on every id', async () => {
    const c = await ok(form('POST', 'batch/create', batchFields({ description: 'Private' })));
    const id = c.json().data._id;
    const at = pos(c);
    const list = (await t.with(otherAdmin).get('batch?perPage=200', { at })).json();
    expect(list.totalCount).toBe(0);
    expect((await t.with(otherAdmin).get(`get-batch/${setup.sessionId}/${setup.courseId}`, { at })).json().data).toEqual([]);
    for (const [method, url] of [
      ['GET', `batch/${id}`],
      ['PUT', `batch/update/${id}`],
      ['POST', `batch/complete/${id}`],
      ['DELETE', `batch/delete/${id}`],
    ] as [string, string][]) {
      const r =
        method === 'PUT'
          ? await form('PUT', url, batchFields(), otherAdmin)
          : await t.with(otherAdmin).send(method as 'GET', url, undefined, { at });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    // Another institute cannot build a batch on this institute's places either.
    const foreign = await form('POST', 'batch/create', { ...batchFields(), headOfDepartment: t.schoolB.users.get('TEACHER')! }, otherAdmin);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatch(/^Session not found/);
  });

  it('refuses students and parents, reads for teachers', async () => {
    for (const role of ['STUDENT', 'PARENT'] as const) {
      const h = await t.as(role);
      expect((await form('POST', 'batch/create', batchFields(), h)).statusCode).toBe(403);
      expect((await form('PUT', 'batch/update/x', batchFields(), h)).statusCode).toBe(403);
      expect((await t.with(h).post('batch/complete/x')).statusCode).toBe(403);
      expect((await t.with(h).delete('batch/delete/x')).statusCode).toBe(403);
      expect((await t.with(h).get('batch')).statusCode).toBe(403);
    }
    const teacher = await t.as('TEACHER');
    expect((await t.with(teacher).get('batch?perPage=5&pageNo=1&searchTitle=cse', { at: setup.at })).statusCode).toBe(200);
    expect((await form('POST', 'batch/create', batchFields(), teacher)).statusCode).toBe(403);
  });

  it('searches by course, branch and session titles', async () => {
    const c = await ok(form('POST', 'batch/create', batchFields({ description: 'Searchable' })));
    const found = (await t.as('ADMIN').get('batch?searchTitle=2025-2026&perPage=5', { at: pos(c) })).json();
    expect(found.perPage).toBe(5);
    expect(found.totalCount).toBeGreaterThan(0);
    expect((await t.as('ADMIN').get('batch?searchTitle=zzz-nothing', { at: pos(c) })).json().totalCount).toBe(0);
  });
});

describe('what the batch reads keep between requests (decision 0024) follows the commands', () => {
  type Listed = { _id: string; headOfDepartment: { _id: string; displayName: string } | null; totalStudents: number };
  const list = async (query = '') => {
    const r = await ok(t.as('ADMIN').get(`batch?perPage=200&pageNo=1${query}`));
    return r.json() as { totalCount: number; data: Listed[] };
  };
  const listed = async (id: string) => (await list()).data.find((b) => b._id === id)!;
  const one = async (id: string) => (await ok(t.as('ADMIN').get(`batch/${id}`))).json().data as Listed;

  it('a new batch, a new or renamed H.O.D. and a student joining show in the next read', async () => {
    // Each value is read twice first, so that the second read is the kept one.
    const before = (await list()).totalCount;
    expect((await list()).totalCount).toBe(before);
    const c = await ok(form('POST', 'batch/create', batchFields({ description: 'Kept values' })));
    const id = c.json().data._id as string;
    await t.settle();
    expect((await list()).totalCount).toBe(before + 1);
    expect((await listed(id)).headOfDepartment?._id).toBe(teacherId);
    expect((await listed(id)).totalStudents).toBe(0);
    expect((await one(id)).totalStudents).toBe(0);

    // Another H.O.D.: their name, at once.
    const nina = await newUser(t, admin, 'TEACHER', { name: 'Nina Rao' });
    await ok(form('PUT', `batch/update/${id}`, batchFields({ description: 'Kept values', headOfDepartment: nina.id })));
    await t.settle();
    expect((await listed(id)).headOfDepartment).toEqual({ _id: nina.id, displayName: 'Nina Rao' });
    expect((await one(id)).headOfDepartment).toEqual({ _id: nina.id, displayName: 'Nina Rao' });
    // The H.O.D. renamed: the new name, though the batch did not change.
    await ok(t.as('ADMIN').put(`user/update/${nina.id}`, { name: 'Nina Iyer' }));
    await t.settle();
    expect((await listed(id)).headOfDepartment).toEqual({ _id: nina.id, displayName: 'Nina Iyer' });
    expect((await one(id)).headOfDepartment).toEqual({ _id: nina.id, displayName: 'Nina Iyer' });

    // A student joins the batch (a student event, not a batch one), then another; one leaves it.
    const s1 = await newUser(t, admin, 'STUDENT');
    const s2 = await newUser(t, admin, 'STUDENT');
    await ok(t.as('ADMIN').put(`user/update/${s1.id}`, { batch: id }));
    await t.settle();
    expect((await listed(id)).totalStudents).toBe(1);
    expect((await one(id)).totalStudents).toBe(1);
    await ok(t.as('ADMIN').put(`user/update/${s2.id}`, { batch: id }));
    await t.settle();
    expect((await listed(id)).totalStudents).toBe(2);
    const lookup = async () =>
      ((await ok(t.as('ADMIN').get(`get-batch/${setup.sessionId}/${setup.courseId}`))).json().data as Listed[]).find((b) => b._id === id)!;
    expect((await lookup()).totalStudents).toBe(2);
    await ok(t.as('ADMIN').delete(`user/${s1.id}`));
    await t.settle();
    expect((await listed(id)).totalStudents).toBe(1);
    expect((await lookup()).totalStudents).toBe(1);

    // A deleted batch leaves the total.
    await ok(t.as('ADMIN').delete(`batch/delete/${id}`));
    await t.settle();
    expect((await list()).totalCount).toBe(before);
  });

  it('a searched total follows a renamed course: its batches are found by the new title only', async () => {
    const c = await ok(
      form('POST', 'batch/create', batchFields({ course: setup.otherCourseId, branch: setup.otherBranchId, description: 'Renamed' })),
    );
    const id = c.json().data._id as string;
    await t.settle();
    const found = async (title: string) => (await list(`&searchTitle=${encodeURIComponent(title)}`)).totalCount;
    const mca = await found('MCA');
    expect(mca).toBeGreaterThan(0);
    expect(await found('MCA')).toBe(mca);
    expect(await found('M.Sc. Computing')).toBe(0);
    await ok(form('PUT', `course/update/${setup.otherCourseId}`, { title: 'M.Sc. Computing', duration: '2', description: 'Computing' }));
    await t.settle();
    expect(await found('M.Sc. Computing')).toBe(mca);
    expect(await found('MCA')).toBe(0);
    expect((await listed(id)).totalStudents).toBe(0);
  });
});
