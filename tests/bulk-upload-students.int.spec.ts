import ExcelJS from 'exceljs';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COLUMNS, STUDENT_COLUMNS } from '@school/contracts';
import { eventually, multipart, png, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
let batchId: string;
let wsBase: string;
const sockets: WebSocket[] = [];
const run = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  const call = async (url: string, payload: object) => {
    const r = await t.inject({ method: 'POST', url: `/api/v1/${url}`, headers: admin, payload });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
    return r.json().data._id as string;
  };
  const session = await call('session/create', { startYear: '2025-01-01', endYear: '2026-01-01' });
  const course = await call('course/create', { title: 'B.Sc', duration: 3, description: 'Science' });
  const branch = await call('branch/create', { title: 'Physics', description: 'Physics', courseId: course });
  batchId = await call('batch/create', {
    session,
    course,
    branch,
    description: 'Morning',
    maximumStudent: 60,
    headOfDepartment: t.schoolA.users.get('TEACHER')!,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  wsBase = `ws://127.0.0.1:${addr.port}/api/v1/ws`;
  await t.settle();
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await t?.close();
});

async function workbook(columns: readonly string[], rows: Record<string, unknown>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow([...columns]);
  for (const r of rows) ws.addRow(columns.map((c) => r[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const student = (i: number) => ({
  name: `Bulk Student ${i}`,
  email: `bulk${run}.${i}@a.test`,
  phoneNumber: 9800000000 + i,
  countryCode: '+91',
  gender: i % 2 ? 'FEMALE' : 'MALE',
  caste: 'GENERAL',
  registrationNumber: `BR-${run}-${i}`,
  rollNumber: String(i),
  batch: batchId,
  fatherName: 'Father',
  motherName: 'Mother',
  parentNumber: '9811111111',
  parentEmail: 'parent@a.test',
  city: 'Pune',
  address: '1 Main Road',
  pinCode: '411001',
});

const upload = (
  url: string,
  file: Buffer,
  dryRun: boolean,
  headers = admin,
  filename = 'students.xlsx',
  contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
) => {
  const form = multipart({ file: { filename, contentType, data: file }, webUrl: 'http://localhost:5173', dryRun: String(dryRun) });
  return t.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { ...headers, ...form.headers }, payload: form.payload });
};
const job = (id: string, headers = admin) => t.inject({ method: 'GET', url: `/api/v1/bulk-upload/job/${id}`, headers });
const finished = (id: string) =>
  eventually(
    async () => {
      const r = await job(id);
      const d = r.json().data;
      return d && (d.status === 'done' || d.status === 'failed') ? d : null;
    },
    30_000,
    50,
  );
const studentCount = async () => {
  const r = await t.inject({ method: 'GET', url: `/api/v1/student?perPage=100&searchTitle=bulk${run}`, headers: admin });
  return r.json().totalCount as number;
};

describe('student bulk upload', () => {
  let file: Buffer;
  beforeAll(async () => {
    // Built once the batch exists: twenty good rows and one bad phone number on sheet row 12.
    const rows: Record<string, unknown>[] = Array.from({ length: 21 }, (_, i) => student(i + 1));
    rows[10] = { ...rows[10]!, phoneNumber: '12345' };
    file = await workbook([...STUDENT_COLUMNS, 'batch'], rows);
  });

  it('a dry run reports exactly the bad row and changes nothing', async () => {
    const before = await t.rt.store.head();
    const r = await upload('student-register/upload-excel', file, true);
    expect(r.statusCode, r.body).toBe(202);
    expect(r.json()).toMatchObject({ message: expect.any(String), data: { jobId: expect.any(String) } });
    const d = await finished(r.json().data.jobId);
    expect(d).toMatchObject({
      status: 'done',
      progress: 100,
      dryRun: true,
      totalRows: 21,
      goodRows: 20,
      badRows: 1,
      imported: 0,
      skipped: 0,
    });
    expect(d.errors).toEqual([{ row: 12, field: 'phoneNumber', message: 'Minimum 10 digits required' }]);
    expect(await t.rt.store.head()).toBe(before);
    expect(await studentCount()).toBe(0);
  });

  it('imports the good rows with their batch, reports the bad one, and pushes progress to the uploader only', async () => {
    const open = (headers: Record<string, string>, into: unknown[]) => {
      const s = new WebSocket(`${wsBase}?token=${encodeURIComponent(headers.authorization!.slice('Bearer '.length))}`);
      sockets.push(s);
      s.on('message', (raw) => into.push(JSON.parse(raw.toString())));
      return new Promise<void>((ok, ko) => {
        s.once('open', () => ok());
        s.once('error', ko);
      });
    };
    const mine: any[] = [];
    const theirs: any[] = [];
    const manager = await t.as('MANAGER');
    await Promise.all([open(admin, mine), open(manager, theirs)]);

    const r = await upload('student-register/upload-excel', file, false);
    expect(r.statusCode, r.body).toBe(202);
    const jobId = r.json().data.jobId as string;
    const d = await finished(jobId);
    expect(d).toMatchObject({ status: 'done', dryRun: false, totalRows: 21, goodRows: 20, badRows: 1, imported: 20, skipped: 0 });
    expect(d.errors).toEqual([{ row: 12, field: 'phoneNumber', message: 'Minimum 10 digits required' }]);

    const last = await eventually(() => mine.find((m) => m.type === 'job' && m.jobId === jobId && m.status === 'done'), 10_000);
    expect(last).toMatchObject({ progress: 100, kind: 'student', totalRows: 21 });
    expect(mine.filter((m) => m.type === 'job' && m.jobId === jobId).length).toBeGreaterThan(1);
    expect(theirs.filter((m) => m.type === 'job')).toEqual([]);

    await t.settle();
    const list = await t.inject({ method: 'GET', url: `/api/v1/student?perPage=100&searchTitle=bulk${run}`, headers: admin });
    expect(list.json().totalCount).toBe(20);
    const one = list.json().data.find((s: { email: string }) => s.email === `bulk${run}.1@a.test`);
    expect(one).toMatchObject({
      displayName: 'Bulk Student 1',
      phoneNumber: '9800000001',
      countryCode: '+91',
      gender: 'FEMALE',
      academicDetails: { registrationNumber: `BR-${run}-1`, rollNumber: '1', batch: { _id: batchId, course: 'B.Sc', branch: 'Physics' } },
    });
    expect(list.json().data.some((s: { email: string }) => s.email === `bulk${run}.11@a.test`)).toBe(false);
    // Each imported user is invited, as through registration.
    expect((await t.rt.mailer.latest(1, `bulk${run}.1@a.test`))[0]?.subject).toBe('Your account is ready');
  });

  it('uploading the same file again adds nobody and reports the rows as already imported', async () => {
    const r = await upload('student-register/upload-excel', file, false);
    const d = await finished(r.json().data.jobId);
    expect(d).toMatchObject({ status: 'done', totalRows: 21, imported: 0, skipped: 20, badRows: 1 });
    expect(d.skippedRows[0]).toMatchObject({ row: 2, email: `bulk${run}.1@a.test`, message: expect.stringMatching(/^Already imported/) });
    await t.settle();
    expect(await studentCount()).toBe(20);
  });

  it('refuses a missing file, a file that is not .xlsx, and callers without the role', async () => {
    const none = multipart({ webUrl: 'x' });
    const missing = await t.inject({
      method: 'POST',
      url: '/api/v1/student-register/upload-excel',
      headers: { ...admin, ...none.headers },
      payload: none.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'File required.' });
    const notXlsx = await upload('student-register/upload-excel', png(), false, admin, 'students.xlsx');
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json()).toEqual({ error: 'Only .xlsx files can be uploaded.' });
    const csv = await upload('staff/bulk', Buffer.from('name,email\nA,a@a.test\n'), false, admin, 'staff.csv', 'text/csv');
    expect(csv.statusCode).toBe(400);
    expect((await upload('student-register/upload-excel', file, true, await t.as('STUDENT'))).statusCode).toBe(403);
    expect((await upload('staff/bulk', file, true, await t.as('TEACHER'))).statusCode).toBe(403);
  });

  it("scopes the job status to the uploader's institute", async () => {
    const r = await upload('student-register/upload-excel', file, true);
    const id = r.json().data.jobId as string;
    await finished(id);
    const b = await job(id, await t.as('ADMIN', 'b'));
    expect(b.statusCode).toBe(404);
    expect(b.json()).toEqual({ error: 'Job not found.' });
    expect((await job('no-such-job')).statusCode).toBe(404);
  });
});

describe('staff bulk upload and the samples', () => {
  it('serves both samples at the site root and under the API, with the documented columns', async () => {
    for (const [path, cols] of [
      ['/UploadStudentSample.xlsx', STUDENT_COLUMNS],
      ['/api/v1/StaffBulkUpload.xlsx', STAFF_COLUMNS],
      ['/StaffBulkUpload.xlsx', STAFF_COLUMNS],
    ] as const) {
      const r = await t.inject({ method: 'GET', url: path });
      expect(r.statusCode, path).toBe(200);
      expect(r.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual([...cols]);
      expect(wb.worksheets[0]!.rowCount).toBe(3);
      expect(wb.getWorksheet('Columns')?.rowCount).toBeGreaterThan(cols.length);
    }
  });

  it('imports teachers and staff, refusing a minor and an unknown role; the staff sample passes a dry run', async () => {
    const sample = await t.inject({ method: 'GET', url: '/StaffBulkUpload.xlsx' });
    const dry = await finished((await upload('staff/bulk', sample.rawPayload, true)).json().data.jobId);
    expect(dry).toMatchObject({ status: 'done', totalRows: 2, goodRows: 2, badRows: 0, errors: [] });

    const staff = (i: number, over: Record<string, unknown> = {}) => ({
      name: `Bulk Staff ${i}`,
      email: `staff${run}.${i}@a.test`,
      phoneNumber: `98700000${10 + i}`,
      countryCode: '+91',
      gender: 'MALE',
      caste: 'OBC',
      role: i === 1 ? 'TEACHER' : 'STAFF',
      employmentCode: `E-${i}`,
      dateOfBirth: new Date(Date.UTC(1990, 0, i)),
      city: 'Delhi',
      address: 'Road',
      pinCode: '110001',
      ...over,
    });
    const file = await workbook(STAFF_COLUMNS, [
      staff(1),
      staff(2),
      staff(3, { dateOfBirth: '2015-05-05' }),
      staff(4, { role: 'STUDENT' }),
    ]);
    const d = await finished((await upload('staff/bulk', file, false)).json().data.jobId);
    expect(d).toMatchObject({ status: 'done', totalRows: 4, imported: 2, badRows: 2 });
    expect(d.errors).toEqual([
      { row: 4, field: 'dateOfBirth', message: 'Please choose a valid date of birth' },
      { row: 5, field: 'role', message: 'Role must be TEACHER or STAFF.' },
    ]);
    await t.settle();
    const teachers = await t.inject({ method: 'GET', url: `/api/v1/user?role=TEACHER&searchTitle=staff${run}`, headers: admin });
    expect(teachers.json().data.map((u: { email: string }) => u.email)).toEqual([`staff${run}.1@a.test`]);
  });
});
