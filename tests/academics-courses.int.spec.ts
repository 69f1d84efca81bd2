import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, multipart, png, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  otherAdmin = await t.as('ADMIN', 'b');
});
afterAll(async () => t?.close());

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
const newCourse = async (title: string, headers = admin) => {
  const r = await form('POST', 'course/create', { title, duration: '4', description: `${title} programme` }, headers);
  expect(r.statusCode, r.body).toBe(200);
  return { id: r.json().data._id as string, at: pos(r) };
};

describe('courses', () => {
  it('creates from multipart with an icon, reads it back, lists it 5 a page and searches by title', async () => {
    const r = await form('POST', 'course/create', {
      title: ' B.Tech ',
      duration: '4',
      description: 'Engineering',
      icon: { filename: 'c.png', contentType: 'image/png', data: png() },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Course created successfully',
      data: { title: 'B.Tech', duration: 4, description: 'Engineering', iconUrl: expect.stringContaining('/api/v1/files/') },
    });
    const id = r.json().data._id;
    const one = await t.as('ADMIN').get(`course/${id}`, { at: pos(r) });
    expect(one.json().data).toMatchObject({ _id: id, title: 'B.Tech', duration: 4 });
    let last = pos(r);
    for (let i = 1; i <= 5; i++) last = (await newCourse(`Diploma ${i}`)).at;
    const p1 = (await t.as('ADMIN').get('course', { at: last })).json();
    expect(p1).toMatchObject({ perPage: 5, pageNo: 1, totalCount: 6, isLastChunk: false });
    expect(p1.data).toHaveLength(5);
    const p2 = (await t.as('ADMIN').get('course?perPage=5&pageNo=2', { at: last })).json();
    expect(p2).toMatchObject({ totalCount: 6, isLastChunk: true });
    expect(p2.data.map((c: { title: string }) => c.title)).toEqual(['B.Tech']);
    expect(
      (await t.as('ADMIN').get('course?searchTitle=diploma%203', { at: last })).json().data.map((c: { title: string }) => c.title),
    ).toEqual(['Diploma 3']);
  });

  it.each([
    [{ duration: 3, description: 'd' }, 'Course name is required.'],
    [{ title: '  ', duration: 3, description: 'd' }, 'Course name is required.'],
    [{ title: 'X', description: 'd' }, 'Duration is required.'],
    [{ title: 'X', duration: '', description: 'd' }, 'Duration is required.'],
    [{ title: 'X', duration: 3 }, 'Description is required.'],
    [{ title: 'X', duration: 3, description: ' ' }, 'Description is required.'],
  ])('answers %j with the spec message', async (payload, error) => {
    const r = await t.as('ADMIN').post('course/create', payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error });
  });

  it('refuses a duration that is not a positive whole number of years', async () => {
    for (const duration of [0, -1, 2.5, 'four']) {
      const r = await t.as('ADMIN').post('course/create', { title: 'Odd', duration, description: 'd' });
      expect(r.statusCode, String(duration)).toBe(400);
      expect(r.json().error).toMatch(/Duration must be a whole number/);
    }
  });

  it('keeps course names unique per institute (any case) and frees a name on delete', async () => {
    const { id } = await newCourse('MBA');
    expect((await t.as('ADMIN').post('course/create', { title: 'mba', duration: 2, description: 'x' })).statusCode).toBe(409);
    expect((await t.with(otherAdmin).post('course/create', { title: 'MBA', duration: 2, description: 'x' })).statusCode).toBe(200);
    const u = await form('PUT', `course/update/${id}`, { title: 'MBA Executive', duration: '1', description: 'Weekend' });
    expect(u.json()).toEqual({ message: 'Course updated successfully', data: { _id: id } });
    expect((await t.as('ADMIN').get(`course/${id}`, { at: pos(u) })).json().data).toMatchObject({
      title: 'MBA Executive',
      duration: 1,
      description: 'Weekend',
    });
    expect((await t.as('ADMIN').post('course/create', { title: 'MBA', duration: 2, description: 'x' })).statusCode).toBe(200);
    const d = await t.as('ADMIN').delete(`course/delete/${id}`);
    expect(d.json()).toEqual({ message: 'Course deleted successfully', data: { _id: id } });
    expect((await t.as('ADMIN').get(`course/${id}`, { at: pos(d) })).statusCode).toBe(404);
    expect((await t.as('ADMIN').delete(`course/delete/${id}`)).statusCode).toBe(404);
    expect((await t.as('ADMIN').post('course/create', { title: 'MBA Executive', duration: 2, description: 'x' })).statusCode).toBe(200);
  });
});

describe('branches', () => {
  it('creates under a live course (duration from the course), lists by courseId, updates and deletes', async () => {
    const course = await newCourse('BSc');
    const other = await newCourse('BA');
    const r = await form('POST', 'branch/create', { title: 'Physics', description: 'Honours', courseId: course.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ title: 'Physics', courseId: course.id, course: { _id: course.id, title: 'BSc' }, duration: 4 });
    const id = r.json().data._id;
    const b2 = await t.as('ADMIN').post('branch/create', { title: 'History', description: 'Pass', courseId: other.id, duration: 3 });
    expect(b2.statusCode).toBe(200);
    const list = (await t.as('ADMIN').get(`branch?courseId=${course.id}`, { at: pos(b2) })).json();
    expect(list).toMatchObject({ totalCount: 1, perPage: 5 });
    expect(list.data[0]).toMatchObject({ _id: id, title: 'Physics' });
    expect((await t.as('ADMIN').get('branch', { at: pos(b2) })).json().totalCount).toBe(2);
    // The same name under the same course is refused; under another course it is fine.
    expect((await t.as('ADMIN').post('branch/create', { title: 'physics', description: 'x', courseId: course.id })).statusCode).toBe(409);
    expect((await t.as('ADMIN').post('branch/create', { title: 'Physics', description: 'x', courseId: other.id })).statusCode).toBe(200);

    const u = await form('PUT', `branch/update/${id}`, { title: 'Applied Physics', description: 'Labs', duration: '3' });
    expect(u.json()).toEqual({ message: 'Branch updated successfully', data: { _id: id } });
    expect((await t.as('ADMIN').get(`branch/${id}`, { at: pos(u) })).json().data).toMatchObject({
      title: 'Applied Physics',
      description: 'Labs',
      duration: 3,
    });
    // Without duration the edit keeps it.
    const u2 = await t.as('ADMIN').put(`branch/update/${id}`, { title: 'Applied Physics', description: 'Labs and theory' });
    expect((await t.as('ADMIN').get(`branch/${id}`, { at: pos(u2) })).json().data).toMatchObject({
      description: 'Labs and theory',
      duration: 3,
    });

    // A course with a live branch cannot go.
    const refused = await t.as('ADMIN').delete(`course/delete/${course.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/still has 1 branch/);
    const d = await t.as('ADMIN').delete(`branch/delete/${id}`);
    expect(d.json()).toEqual({ message: 'Branch deleted successfully', data: { _id: id } });
    expect((await t.as('ADMIN').get(`branch/${id}`, { at: pos(d) })).statusCode).toBe(404);
    expect((await t.as('ADMIN').delete(`course/delete/${course.id}`)).statusCode).toBe(200);
  });

  it('says the spec messages and refuses a course that is not live', async () => {
    const course = await newCourse('BCom');
    const cases: [object, string][] = [
      [{ description: 'd', courseId: course.id }, 'Branch Name is required.'],
      [{ title: 'T', courseId: course.id }, 'Description is required.'],
      [{ title: 'T', description: 'd' }, 'Course is required.'],
      [{ title: 'T', description: 'd', courseId: 'nope' }, 'Course not found.'],
    ];
    for (const [payload, error] of cases) {
      const r = await t.as('ADMIN').post('branch/create', payload);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error });
    }
    const b = await t.as('ADMIN').post('branch/create', { title: 'Tax', description: 'd', courseId: course.id });
    const id = b.json().data._id;
    const noDuration = await form('PUT', `branch/update/${id}`, { title: 'Tax', description: 'd', duration: '' });
    expect(noDuration.json()).toEqual({ error: 'Duration is required.' });
    expect((await t.as('ADMIN').put(`branch/update/${id}`, { title: ' ', description: 'd' })).json()).toEqual({
      error: 'Branch Name is required.',
    });
    // A course of another institute is as unknown as a made-up id.
    const foreign = await newCourse('Foreign', otherAdmin);
    const r = await t.as('ADMIN').post('branch/create', { title: 'T', description: 'd', courseId: foreign.id });
    expect(r.json()).toEqual({ error: 'Course not found.' });
  });
});

describe('sessions', () => {
  it('creates from ISO dates (read in the institute day), titles it start-end and lists 5 a page', async () => {
    // Midnight 1 January 2030 in India, as a browser there sends it.
    const r = await t.as('ADMIN').post('session/create', { startYear: '2029-12-31T18:30:00.000Z', endYear: '2030-12-31T18:30:00.000Z' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Session created successfully',
      data: { title: '2030-2031', startYear: 2030, endYear: 2031 },
    });
    const id = r.json().data._id;
    const list = (await t.as('ADMIN').get('session', { at: pos(r) })).json();
    expect(list).toMatchObject({ perPage: 5, totalCount: 1 });
    expect((await t.as('ADMIN').get(`session/${id}`, { at: pos(r) })).json().data.title).toBe('2030-2031');
    expect((await t.as('ADMIN').post('session/create', { startYear: '2030-01-01', endYear: '2031-01-01' })).statusCode).toBe(409);
    const u = await t.as('ADMIN').put(`session/update/${id}`, { startYear: '2030-01-01', endYear: '2032-01-01' });
    expect(u.json()).toEqual({ message: 'Session updated successfully', data: { _id: id } });
    expect((await t.as('ADMIN').get(`session/${id}`, { at: pos(u) })).json().data.title).toBe('2030-2032');
    const d = await t.as('ADMIN').delete(`session/delete/${id}`);
    expect(d.statusCode).toBe(200);
    expect((await t.as('ADMIN').get('session', { at: pos(d) })).json().totalCount).toBe(0);
  });

  it('says the spec messages and refuses an end year not after the start year', async () => {
    expect((await t.as('ADMIN').post('session/create', { endYear: '2026-01-01' })).json()).toEqual({ error: 'From year is required.' });
    expect((await t.as('ADMIN').post('session/create', { startYear: '2025-01-01', endYear: '' })).json()).toEqual({
      error: 'To year is required.',
    });
    for (const [s, e] of [
      ['2026-01-01', '2025-01-01'],
      ['2025-01-01', '2025-06-01'],
    ]) {
      const r = await t.as('ADMIN').post('session/create', { startYear: s, endYear: e });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(/To year must be after From year/);
    }
    expect((await t.as('ADMIN').post('session/create', { startYear: 'soon', endYear: '2025-01-01' })).json().error).toMatch(
      /From year must be an ISO date/,
    );
  });
});

describe('access and isolation', () => {
  it('shows another institute none of the rows and a 404 on every id', async () => {
    const course = await newCourse('Private course');
    const b = await t.as('ADMIN').post('branch/create', { title: 'Private branch', description: 'd', courseId: course.id });
    const s = await t.as('ADMIN').post('session/create', { startYear: '2040-01-01', endYear: '2041-01-01' });
    const at = pos(s);
    const branchId = b.json().data._id;
    const sessionId = s.json().data._id;
    for (const url of ['course', 'branch', 'session']) {
      const rows = (await t.with(otherAdmin).get(`${url}?perPage=200`, { at })).json().data as { _id: string }[];
      expect(rows.map((r) => r._id)).not.toEqual(expect.arrayContaining([course.id]));
      expect(rows.map((r) => r._id)).not.toContain(branchId);
      expect(rows.map((r) => r._id)).not.toContain(sessionId);
    }
    const probes: [string, string, object?][] = [
      ['GET', `course/${course.id}`],
      ['PUT', `course/update/${course.id}`, { title: 'x', duration: 1, description: 'd' }],
      ['DELETE', `course/delete/${course.id}`],
      ['GET', `branch/${branchId}`],
      ['PUT', `branch/update/${branchId}`, { title: 'x', description: 'd' }],
      ['DELETE', `branch/delete/${branchId}`],
      ['GET', `session/${sessionId}`],
      ['PUT', `session/update/${sessionId}`, { startYear: '2038-01-01', endYear: '2039-01-01' }],
      ['DELETE', `session/delete/${sessionId}`],
    ];
    for (const [method, url, payload] of probes) {
      const r = await t.with(otherAdmin).send(method as 'GET', url, payload, { at });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('lets staff and teachers read, refuses them writes, and refuses students everything', async () => {
    // Teachers go by their role; staff and managers need the academics module.
    await grant(t, 'STAFF', ['academics']);
    await grant(t, 'MANAGER', ['academics']);
    for (const role of ['STAFF', 'TEACHER'] as const) {
      const h = await t.as(role);
      for (const url of ['course', 'branch', 'session']) expect((await t.with(h).get(url)).statusCode, `${role} ${url}`).toBe(200);
      expect((await t.with(h).post('course/create', { title: 'x', duration: 1, description: 'd' })).statusCode).toBe(403);
    }
    const student = await t.as('STUDENT');
    for (const [method, url] of [
      ['POST', 'course/create'],
      ['PUT', 'course/update/x'],
      ['DELETE', 'course/delete/x'],
      ['POST', 'branch/create'],
      ['PUT', 'branch/update/x'],
      ['DELETE', 'branch/delete/x'],
      ['POST', 'session/create'],
      ['PUT', 'session/update/x'],
      ['DELETE', 'session/delete/x'],
      ['GET', 'course'],
    ] as [string, string][]) {
      expect(
        (await t.with(student).send(method as 'GET', url, method === 'GET' || method === 'DELETE' ? undefined : { title: 'x' })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    const manager = await t.as('MANAGER');
    expect((await t.with(manager).post('course/create', { title: 'By manager', duration: 1, description: 'd' })).statusCode).toBe(200);
  });
});
