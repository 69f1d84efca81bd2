import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { grant, revoke, startTestApp, type TestApp } from './support/harness.js';
import { newUser } from './support/people.js';
import { pdfText } from '../server/src/platform/pdf/pdf-text.test-util.js';

let t: TestApp;
let admin: Record<string, string>;
let batch: { session: string; course: string; branch: string; id: string };
let zoya: string;
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
  const id = await call('batch/create', {
    session,
    course,
    branch,
    description: 'Morning',
    maximumStudent: 60,
    headOfDepartment: t.schoolA.users.get('TEACHER')!,
  });
  batch = { session, course, branch, id };
  const s = await newUser(t, admin, 'STUDENT', { name: 'Zoya "Zo" Khan, Jr', gender: 'FEMALE' });
  zoya = s.id;
  const u = await t.inject({
    method: 'PUT',
    url: `/api/v1/user/update/${s.id}`,
    headers: admin,
    payload: {
      registrationNumber: 'R-77',
      rollNumber: '7',
      batch: id,
      fatherName: 'Imran Khan',
      city: 'Pune',
      isHostler: true,
      dateOfBirth: '2005-04-09',
    },
  });
  if (u.statusCode !== 200) throw new Error(u.body);
  await newUser(t, admin, 'STUDENT', { name: 'श्रेया Sharma', gender: 'FEMALE' });
  await t.settle();
});
afterAll(async () => t?.close());

const exp = (query: string, headers = admin) => t.inject({ method: 'GET', url: `/api/v1/student/export?${query}`, headers });

/** CSV rows split on CRLF outside quotes, with quotes undone (enough for the test's data). */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("((?:[^"]|"")*)"|[^,]*)(,|$)/g)]
        .filter((m) => m.index! < line.length || m[1] !== '')
        .map((m) => (m[2] !== undefined ? m[2].replace(/""/g, '"') : m[1]!)),
    );

describe('GET student/export', () => {
  it('downloads CSV with a BOM, the chosen fields in order and proper quoting', async () => {
    const r = await exp(
      'downloadType=csv&fields=displayName&fields=registrationNumber&fields=fatherName&fields=course&fields=isHostler&perPage=50&pageNo=1',
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...r.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(r.rawPayload.toString('utf8'));
    expect(rows[0]).toEqual(['Name', 'Registration Number', 'Father Name', 'Course', 'Hostler']);
    expect(rows).toContainEqual(['Zoya "Zo" Khan, Jr', 'R-77', 'Imran Khan', 'B.Tech', 'Yes']);
    expect(rows.map((x) => x[0])).toContain('श्रेया Sharma');
    expect(rows).toHaveLength(1 + 3); // the seeded student, Zoya and Shreya
  });

  it('downloads Excel by default that reads back with exceljs', async () => {
    const r = await exp('fields=displayName&fields=email&fields=session&fields=dateOfBirth&fields=city');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/filename="students-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Students')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Email', 'Session', 'Date of Birth', 'City']);
    const rows = Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2).values as unknown[]);
    expect(rows.find((v) => v[1] === 'Zoya "Zo" Khan, Jr')).toEqual([
      undefined,
      'Zoya "Zo" Khan, Jr',
      expect.stringContaining('@people.test'),
      '2025-2026',
      '2005-04-09',
      'Pune',
    ]);
    expect(rows).toHaveLength(3);
  });

  it('downloads a PDF table of up to 3 fields with the institute name', async () => {
    const r = await exp('downloadType=pdf&fields=displayName&fields=rollNumber&fields=branch');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toMatch(/filename="students-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(r.rawPayload);
    expect(text).toContain('A School');
    expect(text).toContain('Zoya "Zo" Khan, Jr');
    expect(text).toContain('CSE');
  });

  it('applies the list filters, search and paging', async () => {
    const names = async (q: string) =>
      csvRows((await exp(`downloadType=csv&fields=displayName&${q}`)).rawPayload.toString('utf8'))
        .slice(1)
        .map((x) => x[0]);
    expect(await names(`session=${batch.session}&course=${batch.course}&branch=${batch.branch}`)).toEqual(['Zoya "Zo" Khan, Jr']);
    expect(await names('course=another')).toEqual([]);
    expect(await names('searchTitle=R-77')).toEqual(['Zoya "Zo" Khan, Jr']);
    expect(await names('isAlumni=true')).toEqual([]);
    const ids = csvRows((await exp('downloadType=csv&fields=_id&searchTitle=zoya')).rawPayload.toString('utf8'));
    expect(ids).toEqual([['Id'], [zoya]]);
    expect(await names('perPage=1&pageNo=1')).toHaveLength(1);
    expect(await names('perPage=2&pageNo=2')).toHaveLength(1);
    // An empty export is still a file with its header.
    expect(csvRows((await exp('downloadType=csv&fields=email&searchTitle=nobody')).rawPayload.toString('utf8'))).toEqual([['Email']]);
  });

  it('refuses bad choices with a clear 400', async () => {
    const err = async (q: string) => {
      const r = await exp(q);
      expect(r.statusCode, q).toBe(400);
      return r.json().error as string;
    };
    expect(await err('downloadType=csv')).toBe('Choose at least one field to export.');
    expect(await err('downloadType=csv&fields=')).toBe('Choose at least one field to export.');
    expect(await err('downloadType=csv&fields=displayName&fields=salary')).toBe('Unknown field: salary.');
    expect(await err('downloadType=doc&fields=displayName')).toBe('Download type must be pdf, csv or excel.');
    expect(await err('downloadType=pdf&fields=displayName&fields=email&fields=city&fields=state')).toBe(
      'Choose at most 3 fields for a PDF.',
    );
    expect(await err('fields=email&perPage=0')).toMatch(/perPage/);
    expect(await err('fields=email&perPage=100000')).toMatch(/perPage/);
    // Repeated names count once; 'fields[]' works too.
    expect((await exp('downloadType=pdf&fields[]=email&fields[]=email&fields[]=city&fields=state')).statusCode).toBe(200);
  });

  it("keeps to the caller's institute and refuses teachers, students, parents and managers without the module", async () => {
    const b = await exp('downloadType=csv&fields=displayName', await t.as('ADMIN', 'b'));
    expect(b.statusCode).toBe(200);
    const bNames = csvRows(b.rawPayload.toString('utf8'))
      .slice(1)
      .map((x) => x[0]);
    expect(bNames).not.toContain('Zoya "Zo" Khan, Jr');
    expect(bNames).toHaveLength(1); // B College's own seeded student
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as const) {
      const r = await exp('downloadType=csv&fields=displayName', await t.as(role));
      expect(r.statusCode, role).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/v1/student/export?fields=email' })).statusCode).toBe(401);
    const manager = await t.as('MANAGER');
    await grant(t, 'MANAGER', ['student']);
    expect((await exp('downloadType=csv&fields=displayName', manager)).statusCode).toBe(200);
    await revoke(t, 'MANAGER', ['student']);
    const refused = await exp('downloadType=csv&fields=displayName', manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You do not have access to student.' });
  });
});
