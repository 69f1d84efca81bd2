import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.js';

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

/** Each master record type: its calls, a valid body, an edit, and the spec's messages. */
const masters = [
  {
    name: 'subject',
    create: 'subject/create',
    update: 'subject/update',
    remove: 'subject/delete',
    lists: ['subject'],
    one: 'subject',
    body: { title: 'Mathematics', subjectCode: 'MA101' },
    edit: { title: 'Applied Mathematics', subjectCode: 'MA102' },
    duplicate: { title: 'Another', subjectCode: 'ma101' },
    label: 'Subject',
    messages: [
      [{ subjectCode: 'X1' }, 'Subject name is required.'],
      [{ title: 'T', subjectCode: ' ' }, 'Subject code is required.'],
    ],
  },
  {
    name: 'designation',
    create: 'designation/create',
    update: 'designation/update',
    remove: 'designation/delete',
    lists: ['designation'],
    one: 'designation',
    body: { title: 'Professor' },
    edit: { title: 'Associate Professor' },
    duplicate: { title: 'PROFESSOR' },
    label: 'Designation',
    messages: [
      [{}, 'Designation is required.'],
      [{ title: '' }, 'Designation is required.'],
    ],
  },
  {
    name: 'book category',
    create: 'book-category/create',
    update: 'book-category/update',
    remove: 'book-category/delete',
    lists: ['book-Category', 'book-category'],
    one: 'book-category',
    body: { title: 'Fiction', description: 'Novels' },
    edit: { title: 'Literature', description: 'Novels and plays' },
    duplicate: { title: 'fiction', description: 'x' },
    label: 'Book category',
    messages: [
      [{ description: 'd' }, 'Category Name is required.'],
      [{ title: 'T' }, 'Description is required.'],
    ],
  },
  {
    name: 'inventory category',
    create: 'inventory/category/create',
    update: 'inventory/category/update',
    remove: 'inventory/category/delete',
    lists: ['inventory/category'],
    one: 'inventory/category',
    body: { title: 'Furniture', description: 'Desks' },
    edit: { title: 'Lab furniture', description: 'Benches' },
    duplicate: { title: 'furniture ', description: 'x' },
    label: 'Inventory category',
    messages: [
      [{ title: ' ', description: 'd' }, 'Category Name is required.'],
      [{ title: 'T', description: '' }, 'Description is required.'],
    ],
  },
  {
    name: 'fee',
    create: 'fee/create',
    update: 'fee/update',
    remove: 'fee/delete',
    lists: ['fees', 'fee'],
    one: 'fee',
    body: { title: 'Tuition', amount: 12500.5 },
    edit: { title: 'Tuition fee', amount: 13000 },
    duplicate: { title: 'TUITION', amount: 1 },
    label: 'Fee',
    messages: [
      [{ amount: 10 }, 'Fee name is required.'],
      [{ title: 'T' }, 'Amount is required.'],
      [{ title: 'T', amount: '' }, 'Amount is required.'],
    ],
  },
] as const;

describe.each(masters)('$name', (m) => {
  it('creates, lists, reads, updates and deletes; the name is unique per institute', async () => {
    const c = await t.as('ADMIN').post(m.create, m.body);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toMatchObject({ message: `${m.label} created successfully`, data: m.body });
    const id = c.json().data._id as string;
    for (const list of m.lists) {
      const r = (await t.as('ADMIN').get(list, { at: pos(c) })).json();
      expect(r, list).toMatchObject({ totalCount: 1, perPage: 20, pageNo: 1, isLastChunk: true });
      expect(r.data[0]).toMatchObject({ _id: id, ...m.body });
    }
    expect(
      (await t.as('ADMIN').get(`${m.lists[0]}?searchTitle=${encodeURIComponent(m.body.title.slice(0, 3))}`, { at: pos(c) })).json()
        .totalCount,
    ).toBe(1);
    expect((await t.as('ADMIN').get(`${m.lists[0]}?searchTitle=zzz`, { at: pos(c) })).json().totalCount).toBe(0);
    expect((await t.as('ADMIN').post(m.create, m.duplicate)).statusCode).toBe(409);
    expect((await t.with(otherAdmin).post(m.create, m.body)).statusCode).toBe(200);

    const u = await t.as('ADMIN').put(`${m.update}/${id}`, m.edit);
    expect(u.json()).toEqual({ message: `${m.label} updated successfully`, data: { _id: id } });
    expect((await t.as('ADMIN').get(`${m.one}/${id}`, { at: pos(u) })).json().data).toMatchObject(m.edit);
    // The old value is free again.
    const again = await t.as('ADMIN').post(m.create, m.body);
    expect(again.statusCode).toBe(200);

    const d = await t.as('ADMIN').delete(`${m.remove}/${id}`);
    expect(d.json()).toEqual({ message: `${m.label} deleted successfully`, data: { _id: id } });
    expect((await t.as('ADMIN').get(`${m.one}/${id}`, { at: pos(d) })).statusCode).toBe(404);
    expect((await t.as('ADMIN').get(m.lists[0], { at: pos(d) })).json().totalCount).toBe(1);
    expect((await t.as('ADMIN').delete(`${m.remove}/${id}`)).statusCode).toBe(404);
    expect((await t.as('ADMIN').put(`${m.update}/${id}`, m.edit)).statusCode).toBe(404);
    expect((await t.as('ADMIN').post(m.create, m.edit)).statusCode).toBe(200);
  });

  it('says the spec messages', async () => {
    for (const [payload, error] of m.messages) {
      const r = await t.as('ADMIN').post(m.create, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json()).toEqual({ error });
    }
  });

  it('hides the rows from another institute (404 on every id) and refuses students', async () => {
    const c = await t
      .as('ADMIN')
      .post(m.create, { ...m.body, title: `${m.body.title} private`, ...('subjectCode' in m.body ? { subjectCode: 'PRIV1' } : {}) });
    expect(c.statusCode, c.body).toBe(200);
    const id = c.json().data._id;
    const rows = (await t.with(otherAdmin).get(`${m.lists[0]}?perPage=200`, { at: pos(c) })).json().data as { _id: string }[];
    expect(rows.map((r) => r._id)).not.toContain(id);
    expect((await t.with(otherAdmin).get(`${m.one}/${id}`, { at: pos(c) })).statusCode).toBe(404);
    expect((await t.with(otherAdmin).put(`${m.update}/${id}`, m.edit)).statusCode).toBe(404);
    expect((await t.with(otherAdmin).delete(`${m.remove}/${id}`)).statusCode).toBe(404);
    const student = await t.as('STUDENT');
    expect((await t.with(student).post(m.create, m.body)).statusCode).toBe(403);
    expect((await t.with(student).put(`${m.update}/${id}`, m.edit)).statusCode).toBe(403);
    expect((await t.with(student).delete(`${m.remove}/${id}`)).statusCode).toBe(403);
    expect((await t.as('TEACHER').get(m.lists[0])).statusCode).toBe(200);
  });
});

describe('fee amounts', () => {
  it('takes rupees above 0 with at most 2 decimals', async () => {
    for (const amount of [0, -5, 10.123, 'lots', '0.1', true]) {
      const r = await t.as('ADMIN').post('fee/create', { title: `Odd ${amount}`, amount });
      expect(r.statusCode, String(amount)).toBe(400);
      expect(r.json()).toEqual({ error: 'Amount must be more than 0 rupees, with at most 2 decimals.' });
    }
    const r = await t.as('ADMIN').post('fee/create', { title: 'Lab', amount: 0.1 });
    expect(r.statusCode).toBe(200);
    expect((await t.as('ADMIN').get(`fee/${r.json().data._id}`, { at: pos(r) })).json().data.amount).toBe(0.1);
  });
});

describe('grades', () => {
  it('adds bands, lists the scale highest first, refuses overlaps and bad ranges, updates and deletes', async () => {
    const a = await t.as('ADMIN').post('grade/create', { lowPercent: 75, highPercent: 100, grade: 'A' });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({ message: 'Grade created successfully', data: { lowPercent: 75, highPercent: 100, grade: 'A' } });
    const b = await t.as('ADMIN').post('grade/create', { lowPercent: 60, highPercent: 75, grade: 'B' });
    expect(b.statusCode).toBe(200);
    const list = (await t.as('ADMIN').get('grade', { at: pos(b) })).json();
    expect(list.data.map((g: { grade: string }) => g.grade)).toEqual(['A', 'B']);

    const overlap = await t.as('ADMIN').post('grade/create', { lowPercent: 50, highPercent: 65, grade: 'C' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ error: 'This range overlaps grade B (60–75%).' });
    expect((await t.as('ADMIN').post('grade/create', { lowPercent: 40, highPercent: 60, grade: 'b' })).json()).toEqual({
      error: 'Grade B already exists.',
    });
    for (const [low, high] of [
      [50, 50],
      [59, 40],
    ]) {
      const r = await t.as('ADMIN').post('grade/create', { lowPercent: low, highPercent: high, grade: 'X' });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: 'To (%) must be more than From (%).' });
    }
    for (const [low, high] of [
      [-1, 10],
      [10, 101],
    ]) {
      expect((await t.as('ADMIN').post('grade/create', { lowPercent: low, highPercent: high, grade: 'X' })).statusCode).toBe(400);
    }

    const bId = b.json().data._id;
    // Moving B onto A's range is refused; within its own range it is fine.
    expect((await t.as('ADMIN').put(`grade/update/${bId}`, { lowPercent: 70, highPercent: 80, grade: 'B' })).json()).toEqual({
      error: 'This range overlaps grade A (75–100%).',
    });
    const u = await t.as('ADMIN').put(`grade/update/${bId}`, { lowPercent: 55.5, highPercent: 75, grade: 'B+' });
    expect(u.json()).toEqual({ message: 'Grade updated successfully', data: { _id: bId } });
    expect((await t.as('ADMIN').get(`grade/${bId}`, { at: pos(u) })).json().data).toMatchObject({ lowPercent: 55.5, grade: 'B+' });
    const d = await t.as('ADMIN').delete(`grade/delete/${bId}`);
    expect(d.json()).toEqual({ message: 'Grade deleted successfully', data: { _id: bId } });
    expect((await t.as('ADMIN').get('grade', { at: pos(d) })).json().data.map((g: { grade: string }) => g.grade)).toEqual(['A']);
    expect((await t.as('ADMIN').post('grade/create', { lowPercent: 50, highPercent: 65, grade: 'C' })).statusCode).toBe(200);

    // Another institute has its own scale and sees none of these bands.
    const aId = a.json().data._id;
    expect((await t.with(otherAdmin).post('grade/create', { lowPercent: 75, highPercent: 100, grade: 'A' })).statusCode).toBe(200);
    expect((await t.with(otherAdmin).get(`grade/${aId}`, { at: pos(d) })).statusCode).toBe(404);
    expect((await t.with(otherAdmin).put(`grade/update/${aId}`, { lowPercent: 1, highPercent: 2, grade: 'Z' })).statusCode).toBe(404);
    expect((await t.with(otherAdmin).delete(`grade/delete/${aId}`)).statusCode).toBe(404);
    expect((await t.with(otherAdmin).get('grade', { at: pos(d) })).json().data.map((g: { _id: string }) => g._id)).not.toContain(aId);
  });

  it('says the spec messages and refuses students', async () => {
    const cases: [object, string][] = [
      [{ highPercent: 10, grade: 'F' }, 'From (%) is required.'],
      [{ lowPercent: 0, grade: 'F' }, 'To (%) is required.'],
      [{ lowPercent: 0, highPercent: 10 }, 'Grade is required.'],
      [{ lowPercent: 0, highPercent: 10, grade: '  ' }, 'Grade is required.'],
    ];
    for (const [payload, error] of cases) expect((await t.as('ADMIN').post('grade/create', payload)).json()).toEqual({ error });
    const student = await t.as('STUDENT');
    expect((await t.with(student).post('grade/create', { lowPercent: 0, highPercent: 10, grade: 'F' })).statusCode).toBe(403);
    expect((await t.with(student).put('grade/update/x', { lowPercent: 0, highPercent: 10, grade: 'F' })).statusCode).toBe(403);
    expect((await t.with(student).delete('grade/delete/x')).statusCode).toBe(403);
  });
});

describe('holidays', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('sets a holiday from today on, lists it and deletes it', async () => {
    const r = await t.as('ADMIN').post('holiday', { startDate: day(10), endDate: day(12) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Holiday set successfully', data: { startDate: day(10), endDate: day(12) } });
    const id = r.json().data._id;
    const list = (await t.as('ADMIN').get('holiday', { at: pos(r) })).json();
    expect(list).toMatchObject({ totalCount: 1, perPage: 20 });
    expect(list.data[0]).toMatchObject({ _id: id, startDate: day(10), endDate: day(12) });
    // A one-day holiday, sent as a date-time, is fine too.
    expect(
      (await t.as('ADMIN').post('holiday', { startDate: `${day(20)}T06:00:00.000Z`, endDate: `${day(20)}T06:00:00.000Z` })).statusCode,
    ).toBe(200);
    expect((await t.with(otherAdmin).get('holiday', { at: pos(r) })).json().totalCount).toBe(0);
    expect((await t.with(otherAdmin).get(`holiday/${id}`, { at: pos(r) })).statusCode).toBe(404);
    expect((await t.with(otherAdmin).delete(`holiday/delete/${id}`)).statusCode).toBe(404);
    const d = await t.as('ADMIN').delete(`holiday/delete/${id}`);
    expect(d.json()).toEqual({ message: 'Holiday deleted successfully', data: { _id: id } });
    expect((await t.as('ADMIN').get(`holiday/${id}`, { at: pos(d) })).statusCode).toBe(404);
  });

  it('says the spec messages and refuses a start before today or an end before the start', async () => {
    expect((await t.as('ADMIN').post('holiday', { endDate: day(3) })).json()).toEqual({ error: 'Start date is required.' });
    expect((await t.as('ADMIN').post('holiday', { startDate: day(3), endDate: '' })).json()).toEqual({ error: 'End date is required.' });
    expect((await t.as('ADMIN').post('holiday', { startDate: day(-2), endDate: day(3) })).json()).toEqual({
      error: 'Start date cannot be before today.',
    });
    expect((await t.as('ADMIN').post('holiday', { startDate: day(5), endDate: day(4) })).json()).toEqual({
      error: 'End date cannot be before start date.',
    });
    expect((await t.as('ADMIN').post('holiday', { startDate: '2026-02-30', endDate: day(4) })).json().error).toMatch(
      /Start date must be an ISO date/,
    );
    const student = await t.as('STUDENT');
    expect((await t.with(student).post('holiday', { startDate: day(3), endDate: day(4) })).statusCode).toBe(403);
    expect((await t.with(student).delete('holiday/delete/x')).statusCode).toBe(403);
  });
});
