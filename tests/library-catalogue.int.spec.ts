import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school/contracts';
import { eventually, grant, multipart, png, startTestApp, type FormValue, type TestApp } from './support/harness.js';
import { writeBulkSheet } from '../server/src/modules/bulk-upload/index.js';
import { importBookSheet } from '../server/src/modules/library/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const at = (r: { headers: Record<string, unknown> }) => ({ at: r.headers['x-position'] as string });
const form = async (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, FormValue>,
  role: Role = 'ADMIN',
  school: 'a' | 'b' = 'a',
) => {
  const f = multipart(fields);
  return t.inject({ method, url: `/api/v1/${url}`, headers: { ...(await t.as(role, school)), ...f.headers }, payload: f.payload });
};
const author = async (name: string, school: 'a' | 'b' = 'a') => {
  const r = await t.as('ADMIN', school).post('author/create', { name, bio: 'Writes books' });
  expect(r.statusCode).toBe(200);
  return r.json().data._id as string;
};
const publication = async (name: string) => (await t.as('ADMIN').post('publication/create', { name })).json().data._id as string;
const category = async (title: string) =>
  (await t.as('ADMIN').post('book-category/create', { title, description: 'Shelf' })).json().data._id as string;

describe('authors and publications', () => {
  it('create, list with search, update, delete; the spec messages', async () => {
    const r = await t.as('ADMIN').post('author/create', { name: '  R. K. Narayan ', bio: '' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Author created successfully', data: { name: 'R. K. Narayan', bio: null } });
    const id = r.json().data._id;
    const listed = await t.as('ADMIN').get('author?perPage=20&pageNo=1&searchTitle=narayan', at(r));
    expect(listed.json().data.map((a: { _id: string }) => a._id)).toEqual([id]);
    expect((await t.as('ADMIN').post('author/create', { name: '' })).json().error).toBe("Author's name is required.");
    expect((await t.as('ADMIN').post('author/create', { name: '   ' })).json().error).toBe("Author's name is required.");
    expect((await t.as('ADMIN').post('publication/create', { name: '' })).json().error).toBe("Publications's name is required.");
    const u = await t.as('ADMIN').put(`author/update/${id}`, { name: 'R.K. Narayan', bio: 'Malgudi' });
    expect(u.statusCode).toBe(200);
    expect((await t.as('ADMIN').get(`author/${id}`, at(u))).json().data).toMatchObject({ name: 'R.K. Narayan', bio: 'Malgudi' });
    const pub = await t.as('ADMIN').post('publication/create', { name: 'Penguin India', bio: null });
    expect(pub.json().message).toBe('Publication created successfully');
    const d = await t.as('ADMIN').delete(`author/delete/${id}`);
    expect(d.statusCode).toBe(200);
    expect((await t.as('ADMIN').get(`author/${id}`, at(d))).statusCode).toBe(404);
  });
  it("another institute's author is a 404 and nothing is written", async () => {
    const id = await author('Premchand', 'b');
    await t.settle();
    expect((await t.as('ADMIN').put(`author/update/${id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await t.as('ADMIN').delete(`author/delete/${id}`)).statusCode).toBe(404);
    expect((await t.as('ADMIN').get(`author/${id}`)).statusCode).toBe(404);
    expect((await t.as('ADMIN', 'b').get(`author/${id}`)).json().data.name).toBe('Premchand');
  });
});

describe('books', () => {
  let authorId: string;
  let pubId: string;
  let catId: string;
  beforeAll(async () => {
    authorId = await author('B. S. Grewal');
    pubId = await publication('Khanna Publishers');
    catId = await category('Engineering');
  });

  it('creates a book with a cover, reads it back, and the grid lists it', async () => {
    const cover = png(3, 4);
    const r = await form('POST', 'book/create', {
      title: 'Higher Engineering Mathematics',
      summery: 'Calculus, series, transforms',
      quantity: '4',
      author: authorId,
      publication: pubId,
      dateOfPublication: '2017-06-01',
      bookCategory: catId,
      image: { filename: 'cover.png', contentType: 'image/png', data: cover },
    });
    expect(r.statusCode).toBe(200);
    const book = r.json().data;
    expect(r.json().message).toBe('Book added successfully');
    expect(book).toMatchObject({
      title: 'Higher Engineering Mathematics',
      quantity: 4,
      totalIssue: 0,
      available: 4,
      author: { _id: authorId, name: 'B. S. Grewal' },
      publication: { _id: pubId, name: 'Khanna Publishers' },
      category: { _id: catId, title: 'Engineering' },
      dateOfPublication: '2017-06-01',
    });
    const img = await t.inject({ method: 'GET', url: book.imageUrl });
    expect(img.rawPayload.equals(cover)).toBe(true);
    const one = await t.as('STUDENT').get(`book/${book._id}`, at(r));
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ title: book.title, quantity: 4, author: { name: 'B. S. Grewal' } });
    const grid = await t.as('PARENT').get('book?perPage=12&pageNo=1&searchTitle=grewal', at(r));
    expect(grid.json()).toMatchObject({ totalCount: 1, perPage: 12, pageNo: 1 });
  });

  it('says the spec messages and refuses unknown references', async () => {
    expect((await form('POST', 'book/create', { title: '', quantity: '1' })).json().error).toBe('Title is required');
    expect((await form('POST', 'book/create', { title: '  ', quantity: '1' })).json().error).toBe('Title is required');
    expect((await form('POST', 'book/create', { title: 'A', quantity: '' })).json().error).toBe('Book quantity is required');
    const other = await author('Other school author', 'b');
    const r = await form('POST', 'book/create', { title: 'A', quantity: '1', author: other });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('Author not found.');
    expect((await form('POST', 'book/create', { title: 'A', quantity: '1', bookCategory: 'nope' })).json().error).toBe(
      'Book category not found.',
    );
  });

  it('updates: a changed quantity is a copy movement; stock adds and writes off; history tells who and why', async () => {
    const c = await form('POST', 'book/create', { title: 'Godan', quantity: '2', author: authorId });
    const id = c.json().data._id;
    const u = await form('PUT', `book/update/${id}`, { title: 'Godaan', quantity: '5', author: authorId, summery: 'A novel' });
    expect(u.statusCode).toBe(200);
    expect(u.json().data).toMatchObject({ title: 'Godaan', quantity: 5, summery: 'A novel' });
    const s = await t.as('ADMIN').put(`book/stock/${id}`, { quantity: 3 });
    expect(s.json().data.quantity).toBe(8);
    const w = await t.as('ADMIN').put(`book/stock/${id}`, { quantity: -2 });
    expect(w.statusCode).toBe(400);
    expect(w.json().error).toBe('Remark is required when copies are written off.');
    const w2 = await t.as('ADMIN').put(`book/stock/${id}`, { quantity: -2, remark: 'Water damage' });
    expect(w2.json().data.quantity).toBe(6);
    expect((await t.as('ADMIN').put(`book/stock/${id}`, { quantity: -7, remark: 'x' })).statusCode).toBe(409);
    const h = await t.as('ADMIN').get(`book/history/${id}`, at(w2));
    expect(h.statusCode).toBe(200);
    const entries = h.json().data as { summary: string; reason?: string; actor: { role: string } }[];
    expect(entries.map((e) => e.summary)).toEqual([
      'Book added with 2 copies',
      'Book details changed',
      '3 copies added',
      '3 copies added',
      '2 copies written off',
    ]);
    expect(entries[4]).toMatchObject({ reason: 'Water damage', actor: { role: 'ADMIN' } });
    const read = await t.as('ADMIN').get(`book/${id}`, at(w2));
    expect(read.json().data).toMatchObject({ quantity: 6, available: 6, title: 'Godaan' });
  });

  it('two write-offs at the same moment never take the copies below zero (decided on the book stream)', async () => {
    const c = await form('POST', 'book/create', { title: 'Race copy', quantity: '4' });
    const id = c.json().data._id;
    const [a, b] = await Promise.all([
      t.as('ADMIN').put(`book/stock/${id}`, { quantity: -3, remark: 'Lost' }),
      t.as('ADMIN').put(`book/stock/${id}`, { quantity: -3, remark: 'Damaged' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const events = await t.rt.store.readStream(`book-${id}`);
    expect(events.filter((e) => e.type === 'BookCopiesChanged')).toHaveLength(1);
  });

  it("another institute's book is a 404 and nothing is written", async () => {
    const c = await form('POST', 'book/create', { title: 'Gitanjali', quantity: '1' }, 'ADMIN', 'b');
    const id = c.json().data._id;
    expect((await t.as('ADMIN').get(`book/${id}`, at(c))).statusCode).toBe(404);
    expect((await form('PUT', `book/update/${id}`, { title: 'X', quantity: '1' })).statusCode).toBe(404);
    expect((await t.as('ADMIN').put(`book/stock/${id}`, { quantity: 1 })).statusCode).toBe(404);
    expect((await t.as('ADMIN').delete(`book/delete/${id}`)).statusCode).toBe(404);
    expect((await t.as('ADMIN').get(`book/history/${id}`)).statusCode).toBe(404);
    expect((await t.rt.store.readStream(`book-${id}`)).length).toBe(1);
  });

  it('deletes; an author named by a book cannot be deleted', async () => {
    const a = await author('Kalidasa');
    const c = await form('POST', 'book/create', { title: 'Abhijnanasakuntalam', quantity: '1', author: a });
    const id = c.json().data._id;
    await t.settle();
    expect((await t.as('ADMIN').delete(`author/delete/${a}`)).statusCode).toBe(409);
    const d = await t.as('ADMIN').delete(`book/delete/${id}`);
    expect(d.statusCode).toBe(200);
    expect((await t.as('ADMIN').get(`book/${id}`, at(d))).statusCode).toBe(404);
  });

  it('roles: office writes; teachers, students and parents only read; STAFF needs the library module', async () => {
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as Role[]) {
      expect((await form('POST', 'book/create', { title: 'X', quantity: '1' }, role)).statusCode).toBe(403);
      expect((await t.as(role).get('book?perPage=20&pageNo=1')).statusCode).toBe(200);
    }
    expect((await t.as('STUDENT').post('author/create', { name: 'X' })).statusCode).toBe(403);
    expect((await form('POST', 'book/create', { title: 'X', quantity: '1' }, 'STAFF')).statusCode).toBe(403);
    await grant(t, 'STAFF', ['library']);
    expect((await form('POST', 'book/create', { title: 'Staff book', quantity: '1' }, 'STAFF')).statusCode).toBe(200);
    expect((await form('POST', 'book/create', { title: 'Manager book', quantity: '1' }, 'MANAGER')).statusCode).toBe(403);
  });
});

describe('book export', () => {
  it('csv of the chosen fields; PDF at most 3 fields with the spec messages', async () => {
    await form('POST', 'book/create', { title: 'Export me', quantity: '2' });
    await t.settle();
    const csv = await t.as('ADMIN').get('book/export?downloadType=csv&fields=title&fields=quantity&fields=totalIssue&searchTitle=Export');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Title');
    expect(csv.body).toContain('Export me');
    const pdf = await t.as('ADMIN').get('book/export?downloadType=pdf&fields=title&fields=author&fields=quantity');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('pdf');
    const four = await t.as('ADMIN').get('book/export?downloadType=pdf&fields=title&fields=author&fields=quantity&fields=_id');
    expect(four.json().error).toBe('A maximum of 3 field can be choose in PDF type.');
    const all = ['_id', 'author', 'category', 'title', 'dateOfPublication', 'publication', 'quantity', 'totalIssue'];
    const allPdf = await t.as('ADMIN').get(`book/export?downloadType=pdf&${all.map((f) => `fields=${f}`).join('&')}`);
    expect(allPdf.json().error).toBe("Can't select all the field in pdf type.");
    expect((await t.as('STUDENT').get('book/export?fields=title')).statusCode).toBe(403);
  });
});

describe('book bulk upload', () => {
  const upload = async (file: Buffer, dryRun: boolean) => {
    const f = multipart({
      file: { filename: 'books.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: file },
      webUrl: 'http://localhost:5173',
      dryRun: String(dryRun),
    });
    return t.inject({ method: 'POST', url: '/api/v1/book/bulk', headers: { ...(await t.as('ADMIN')), ...f.headers }, payload: f.payload });
  };
  const finished = (id: string) =>
    eventually(
      async () => {
        const d = (await t.as('ADMIN').get(`bulk-upload/job/${id}`)).json().data;
        return d && (d.status === 'done' || d.status === 'failed') ? d : null;
      },
      30_000,
      50,
    );

  it('serves the sample, checks on a dry run, imports; a known title and author adds copies', async () => {
    const sample = await t.inject({ method: 'GET', url: '/UploadLibrarySample.xlsx' });
    expect(sample.statusCode).toBe(200);
    await category('Literature');
    const rows = [
      { title: 'Train to Pakistan', quantity: '3', author: 'Khushwant Singh', publication: 'Ravi Dayal', bookCategory: 'Literature' },
      { title: 'Train to Pakistan', quantity: '2', author: 'Khushwant Singh' },
      { title: '', quantity: '1' },
      { title: 'No copies', quantity: '0' },
      { title: 'Bad shelf', quantity: '1', bookCategory: 'Nowhere' },
    ];
    const file = await writeBulkSheet('book', rows);
    const dry = await upload(file, true);
    expect(dry.statusCode).toBe(202);
    const d = await finished(dry.json().data.jobId);
    expect(d).toMatchObject({ status: 'done', kind: 'book', dryRun: true, totalRows: 5, goodRows: 2, badRows: 3, imported: 0 });
    expect(d.errors.map((e: { message: string }) => e.message)).toEqual([
      'Title is required',
      'Book quantity is required',
      'Book category not found. (Nowhere)',
    ]);
    await t.settle();
    expect((await t.as('ADMIN').get('book?searchTitle=Train to Pakistan')).json().totalCount).toBe(0);

    const real = await finished((await upload(file, false)).json().data.jobId);
    expect(real).toMatchObject({ status: 'done', imported: 2, badRows: 3 });
    await t.settle();
    const listed = (await t.as('ADMIN').get('book?searchTitle=Train to Pakistan')).json();
    expect(listed.totalCount).toBe(1);
    expect(listed.data[0]).toMatchObject({ quantity: 5, author: { name: 'Khushwant Singh' }, category: { title: 'Literature' } });
    expect((await t.as('ADMIN').get('author?searchTitle=Khushwant')).json().totalCount).toBe(1);
    expect((await t.as('ADMIN').get('publication?searchTitle=Ravi Dayal')).json().totalCount).toBe(1);

    // The same sheet again: copies are added to the book already there, never a second book.
    await finished((await upload(await writeBulkSheet('book', [rows[0]!]), false)).json().data.jobId);
    await t.settle();
    const again = (await t.as('ADMIN').get('book?searchTitle=Train to Pakistan')).json();
    expect(again.totalCount).toBe(1);
    expect(again.data[0].quantity).toBe(8);
  });

  it('a job run again (a retried worker) writes each row once', async () => {
    const ctx = {
      actor: { userId: t.schoolA.users.get('ADMIN')!, role: 'ADMIN' as const },
      instituteId: t.schoolA.instituteId,
      correlationId: 'job-run-twice',
      now: new Date(),
    };
    const rows = [
      { row: 2, values: { title: 'Wise and Otherwise', quantity: '2', author: 'Sudha Murty' } },
      { row: 3, values: { title: 'Wise and Otherwise', quantity: '1', author: 'Sudha Murty' } },
    ];
    expect((await importBookSheet(t.rt, ctx, rows, false)).imported).toBe(2);
    await t.settle();
    expect((await importBookSheet(t.rt, ctx, rows, false)).imported).toBe(2);
    await t.settle();
    const listed = (await t.as('ADMIN').get('book?searchTitle=Wise and Otherwise')).json();
    expect(listed.totalCount).toBe(1);
    expect(listed.data[0].quantity).toBe(3);
    expect((await t.as('ADMIN').get('author?searchTitle=Sudha Murty')).json().totalCount).toBe(1);
  });
});
