import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDS_MESSAGES as M, type Role } from '@school/contracts';
import { grant, multipart, png, type FormValue, type TestApp, startTestApp } from './support/harness.js';

/**
 * Issue 19 §1: certificates and academic documents on a student's profile — the spec's messages, the office's roles,
 * the student and parent reading their own only, another institute's ids (404, nothing written), files checked by bytes.
 */
let t: TestApp;
let student: string;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdfFile = (filename = 'certificate.pdf', data = pdf) => ({ filename, contentType: 'application/pdf', data });
const pngFile = () => ({ filename: 'photo.png', contentType: 'image/png', data: png() });
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;

const send = async (role: Role, url: string, fields: Record<string, FormValue> | [string, FormValue][], school: 'a' | 'b' = 'a') => {
  const m = multipart(fields);
  return t.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { ...(await t.as(role, school)), ...m.headers }, payload: m.payload });
};
const fileCount = async () =>
  Number(
    (
      await t.rt.database.db
        .selectFrom('stored_file' as never)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

beforeAll(async () => {
  t = await startTestApp();
  student = t.schoolA.users.get('STUDENT')!;
});
afterAll(async () => t?.close());

describe('student certificates', () => {
  it('lets an admin add a PDF certificate, lists it with who issued it, and deletes it by an event', async () => {
    const added = await send('ADMIN', `student/certificate/${student}`, { title: ' Sports day ', type: 'PDF', file: pdfFile() });
    expect(added.statusCode, added.body).toBe(200);
    const body = added.json();
    expect(body).toMatchObject({ message: M.certificateAdded, data: { title: 'Sports day', type: 'PDF', studentId: student } });
    expect(body.data.issuedBy._id).toBe(t.schoolA.users.get('ADMIN'));
    expect(body.data.fileUrl).toMatch(/^\/api\/v1\/files\/.+\?exp=\d+&sig=/);
    const id = body.data._id as string;

    const listed = await t.as('ADMIN').get(`student/certificate/${student}`, { at: pos(added) });
    expect(listed.json()).toMatchObject({ message: M.certificates, data: [{ _id: id, title: 'Sports day', type: 'PDF' }] });
    expect(listed.json().data[0].issuedBy.email).toContain('@');
    // The signed link serves the bytes.
    const file = await t.inject({ method: 'GET', url: listed.json().data[0].fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const deleted = await t.as('ADMIN').delete(`student/certificate/${id}`);
    expect(deleted.json()).toEqual({ message: M.certificateDeleted, data: { _id: id } });
    expect((await t.as('ADMIN').get(`student/certificate/${student}`, { at: pos(deleted) })).json().data).toEqual([]);
    expect((await t.as('ADMIN').delete(`student/certificate/${id}`)).statusCode).toBe(404);

    const history = await t.as('ADMIN').get(`student/records/history/${student}`);
    const summaries = history.json().data.map((e: { summary: string }) => e.summary);
    expect(summaries).toContain('Certificate added: Sports day (PDF)');
    expect(summaries).toContain('Certificate deleted');
  });

  it("answers the spec's messages and writes nothing (no event, no file)", async () => {
    const cases: [Record<string, FormValue>, number, string][] = [
      [{ type: 'PDF', file: pdfFile() }, 400, M.titleRequired],
      [{ title: '   ', type: 'PDF', file: pdfFile() }, 400, M.titleRequired],
      [{ title: 'x'.repeat(101), type: 'PDF', file: pdfFile() }, 400, M.titleTooLong],
      [{ title: 'Merit', file: pdfFile() }, 400, M.typeRequired],
      [{ title: 'Merit', type: 'WORD', file: pdfFile() }, 400, M.typeInvalid],
      [{ title: 'Merit', type: 'PDF' }, 400, M.fileRequired],
      // The bytes decide: a PNG is not a PDF, a PDF is not an image, text is neither.
      [{ title: 'Merit', type: 'PDF', file: pngFile() }, 415, 'must be one of: PDF'],
      [{ title: 'Merit', type: 'IMAGE', file: pdfFile('photo.png') }, 415, 'must be one of: PNG'],
      [
        { title: 'Merit', type: 'PDF', file: { filename: 'x.pdf', contentType: 'application/pdf', data: Buffer.from('hello') } },
        415,
        'must be one of',
      ],
    ];
    for (const [fields, status, message] of cases) {
      const head = await t.rt.store.head();
      const files = await fileCount();
      const r = await send('ADMIN', `student/certificate/${student}`, fields);
      expect(r.statusCode, `${JSON.stringify(Object.keys(fields))} ${r.body}`).toBe(status);
      expect(r.json().error).toContain(message);
      expect(await t.rt.store.head()).toBe(head);
      expect(await fileCount()).toBe(files);
    }
  });

  it('takes an image certificate when the bytes are an image', async () => {
    const r = await send('ADMIN', `student/certificate/${student}`, { title: 'Art prize', type: 'IMAGE', file: pngFile() });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.type).toBe('IMAGE');
  });

  it('lets the student and their parent read their own, read-only; other roles and other students are refused', async () => {
    const added = await send('ADMIN', `student/certificate/${student}`, { title: 'Own', type: 'PDF', file: pdfFile() });
    for (const role of ['STUDENT', 'PARENT'] as Role[]) {
      const r = await t.as(role).get(`student/certificate/${student}`, { at: pos(added) });
      expect(r.statusCode, role).toBe(200);
      expect(r.json().data.map((c: { title: string }) => c.title)).toContain('Own');
      expect((await t.as(role).get(`student/academic/${student}`)).statusCode, role).toBe(200);
      const head = await t.rt.store.head();
      expect((await send(role, `student/certificate/${student}`, { title: 'Mine', type: 'PDF', file: pdfFile() })).statusCode, role).toBe(
        403,
      );
      expect((await send(role, `student/academic/${student}`, { Mine: pdfFile() })).statusCode, role).toBe(403);
      expect((await t.as(role).delete(`student/certificate/${added.json().data._id}`)).statusCode, role).toBe(403);
      expect(await t.rt.store.head()).toBe(head);
    }
    // Another student (the teacher's id stands in for anyone else): refused to the student and the parent.
    const other = t.schoolA.users.get('TEACHER')!;
    expect((await t.as('STUDENT').get(`student/certificate/${other}`)).statusCode).toBe(403);
    expect((await t.as('PARENT').get(`student/academic/${other}`)).statusCode).toBe(403);
    // A teacher is not the office.
    expect((await t.as('TEACHER').get(`student/certificate/${student}`)).statusCode).toBe(403);
    // Someone who is not a student of the institute: 404.
    expect((await t.as('ADMIN').get(`student/certificate/${other}`)).statusCode).toBe(404);
  });

  it('opens to MANAGER and STAFF only with the student module', async () => {
    const head = await t.rt.store.head();
    expect((await send('MANAGER', `student/certificate/${student}`, { title: 'M', type: 'PDF', file: pdfFile() })).statusCode).toBe(403);
    expect((await t.as('STAFF').get(`student/certificate/${student}`)).statusCode).toBe(403);
    expect(await t.rt.store.head()).toBe(head);
    await grant(t, 'MANAGER', ['student']);
    await grant(t, 'STAFF', ['student']);
    expect(
      (await send('MANAGER', `student/certificate/${student}`, { title: 'By manager', type: 'PDF', file: pdfFile() })).statusCode,
    ).toBe(200);
    expect((await send('STAFF', `student/academic/${student}`, { 'By staff': pdfFile('notes.pdf') })).statusCode).toBe(200);
    expect((await t.as('STAFF').get(`student/certificate/${student}`)).statusCode).toBe(200);
  });

  it("keeps another institute's students and records out of reach (404, nothing written)", async () => {
    const added = await send('ADMIN', `student/certificate/${student}`, { title: 'Only A', type: 'PDF', file: pdfFile() });
    const doc = await send('ADMIN', `student/academic/${student}`, { 'Only A doc': pdfFile() });
    await t.as('ADMIN').get(`student/certificate/${student}`, { at: pos(doc) });
    const head = await t.rt.store.head();
    const files = await fileCount();
    expect((await t.as('ADMIN', 'b').get(`student/certificate/${student}`)).statusCode).toBe(404);
    expect((await t.as('ADMIN', 'b').get(`student/academic/${student}`)).statusCode).toBe(404);
    expect((await send('ADMIN', `student/certificate/${student}`, { title: 'B', type: 'PDF', file: pdfFile() }, 'b')).statusCode).toBe(404);
    expect((await send('ADMIN', `student/academic/${student}`, { B: pdfFile() }, 'b')).statusCode).toBe(404);
    expect((await t.as('ADMIN', 'b').delete(`student/certificate/${added.json().data._id}`)).statusCode).toBe(404);
    expect((await t.as('ADMIN', 'b').delete(`student/document/${doc.json().data[0]._id}`)).statusCode).toBe(404);
    expect((await t.as('ADMIN', 'b').get(`student/records/history/${student}`)).statusCode).toBe(404);
    expect(await t.rt.store.head()).toBe(head);
    expect(await fileCount()).toBe(files);
  });
});

describe('student documents', () => {
  it('uploads files keyed by their titles and links, lists them, and deletes one', async () => {
    const r = await send('ADMIN', `student/academic/${student}`, [
      ['Class 10 marksheet', pdfFile('a-very-long-file-name-for-the-marksheet.pdf')],
      ['Photo', pngFile()],
      ['Portfolio', 'https://example.org/portfolio'],
    ]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(M.documentsAdded);
    const data = r.json().data as {
      _id: string;
      title: string;
      type: string;
      fileUrl: string;
      link: string | null;
      fileName: string | null;
    }[];
    expect(data.map((d) => [d.title, d.type])).toEqual([
      ['Class 10 marksheet', 'PDF'],
      ['Photo', 'IMAGE'],
      ['Portfolio', 'LINK'],
    ]);
    expect(data[0]!.fileName).toBe('a-very-long-file-name-for-the-marksheet.pdf');
    expect(data[2]).toMatchObject({ link: 'https://example.org/portfolio', fileUrl: 'https://example.org/portfolio' });

    const listed = await t.as('PARENT').get(`student/academic/${student}`, { at: pos(r) });
    expect(listed.json().message).toBe(M.documents);
    expect(listed.json().data.map((d: { title: string }) => d.title)).toEqual(
      expect.arrayContaining(['Class 10 marksheet', 'Photo', 'Portfolio']),
    );

    const del = await t.as('ADMIN').delete(`student/document/${data[2]!._id}`);
    expect(del.json()).toEqual({ message: M.documentDeleted, data: { _id: data[2]!._id } });
    const after = await t.as('STUDENT').get(`student/academic/${student}`, { at: pos(del) });
    expect(after.json().data.map((d: { title: string }) => d.title)).not.toContain('Portfolio');
    expect((await t.as('ADMIN').delete(`student/document/${data[2]!._id}`)).statusCode).toBe(404);
  });

  it('refuses a bad upload as a whole: no event, no file', async () => {
    const cases: [[string, FormValue][], number, string][] = [
      [[], 400, M.fileRequired],
      [[[' ', pdfFile()]], 400, M.titleRequired],
      [[['Notes', 'not a link']], 400, M.linkInvalid],
      [[['Notes', 'javascript:alert(1)']], 400, M.linkInvalid],
      [[['Notes', '']], 400, M.linkRequired],
      [
        [
          ['A', pdfFile()],
          ['a', pdfFile()],
        ],
        400,
        M.titleTaken,
      ],
      // The first is fine, the second is text named .pdf: neither is stored.
      [
        [
          ['Good', pdfFile()],
          ['Fake', { filename: 'fake.pdf', contentType: 'application/pdf', data: Buffer.from('MZ executable') }],
        ],
        415,
        'must be one of',
      ],
    ];
    for (const [fields, status, message] of cases) {
      const head = await t.rt.store.head();
      const files = await fileCount();
      const r = await send('ADMIN', `student/academic/${student}`, fields);
      expect(r.statusCode, `${JSON.stringify(fields.map((f) => f[0]))} ${r.body}`).toBe(status);
      expect(r.json().error).toContain(message);
      expect(await t.rt.store.head()).toBe(head);
      expect(await fileCount()).toBe(files);
    }
  });
});
