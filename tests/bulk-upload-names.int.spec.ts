import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { writeSheet } from '../server/src/modules/bulk-upload/samples.js';
import { instituteDay } from '../server/src/platform/days.js';
import { eventually, multipart, startTestApp, type TestApp } from './support/harness.js';

/** Issue 11 item 7: the student sheet names the batch by course, branch and session; imported people are invited. */
let t: TestApp;
let admin: Record<string, string>;
let batchId: string;
const year = instituteDay(new Date()).slice(0, 4);

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
  batchId = await call('batch/create', {
    session,
    course,
    branch,
    description: 'Morning',
    maximumStudent: 60,
    headOfDepartment: t.schoolA.users.get('TEACHER')!,
  });
  await t.settle();
});
afterAll(async () => t?.close());

const upload = async (url: string, file: Buffer, dryRun = false) => {
  const form = multipart({
    file: { filename: 'people.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: file },
    dryRun: String(dryRun),
  });
  const r = await t.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { ...admin, ...form.headers }, payload: form.payload });
  expect(r.statusCode, r.body).toBe(202);
  const id = r.json().data.jobId as string;
  return eventually(
    async () => {
      const d = (await t.inject({ method: 'GET', url: `/api/v1/bulk-upload/job/${id}`, headers: admin })).json().data;
      return d.status === 'done' || d.status === 'failed' ? d : null;
    },
    30_000,
    50,
  );
};
const row = (i: number, over: Record<string, unknown> = {}) => ({
  name: `Named ${i}`,
  email: `named${i}@names.test`,
  phoneNumber: '9876543210',
  countryCode: '+91',
  gender: 'FEMALE',
  caste: 'GENERAL',
  course: 'b.tech',
  branch: ' CSE ',
  session: '2025-2026',
  ...over,
});

describe('student bulk upload by batch names', () => {
  it('the sample itself passes a dry run once its batch exists', async () => {
    const sample = await t.inject({ method: 'GET', url: '/UploadStudentSample.xlsx' });
    const d = await upload('student-register/upload-excel', sample.rawPayload, true);
    expect(d).toMatchObject({ status: 'done', totalRows: 2, goodRows: 2, badRows: 0, errors: [] });
  });

  it('resolves the names within the institute, says which row names no batch, numbers and invites every student', {
    timeout: 90_000,
  }, async () => {
    const file = await writeSheet('student', [
      row(1),
      row(2, { registrationNumber: 'TYPED-9' }),
      row(3, { course: 'M.Tech' }),
      row(4, { session: '' }),
      row(5),
    ]);
    const d = await upload('student-register/upload-excel', file);
    expect(d).toMatchObject({ status: 'done', imported: 3, badRows: 2 });
    expect(d.errors).toEqual([
      { row: 4, field: 'batch', message: 'No batch for course M.Tech, branch CSE, session 2025-2026.' },
      { row: 5, field: 'session', message: 'Give the course, branch and session together to place the student in a batch.' },
    ]);
    await t.settle();
    const list = await t.as('ADMIN').get('student?perPage=50&searchTitle=Named');
    const students = list.json().data as {
      displayName: string;
      academicDetails: { batch: { _id: string } | null; registrationNumber: string };
    }[];
    expect(students.map((s) => s.displayName).sort()).toEqual(['Named 1', 'Named 2', 'Named 5']);
    for (const s of students) expect(s.academicDetails.batch?._id).toBe(batchId);
    const numbers = Object.fromEntries(students.map((s) => [s.displayName, s.academicDetails.registrationNumber]));
    expect(numbers['Named 2']).toBe('TYPED-9');
    expect([numbers['Named 1'], numbers['Named 5']].sort()).toEqual([`${year}/0001`, `${year}/0002`]);
    // One invitation each, queued in the outbox for the delivery job.
    for (const i of [1, 2, 5]) {
      const mails = await t.rt.mailer.latest(5, `named${i}@names.test`);
      expect(mails.map((m) => m.subject)).toEqual(['Your account is ready']);
    }
    expect(await t.rt.mailer.latest(5, 'named3@names.test')).toEqual([]);
    // The job delivers them (the embedded outbox transport marks them sent); a queued, rate-limited job, so allow for a
    // busy machine (the whole suite runs at once in CI).
    await eventually(
      async () => {
        const r = await sql<{ n: number }>`select count(*)::int as n from mail_outbox
        where recipient like '%@names.test' and sent_at is null`.execute(t.rt.database.db);
        return r.rows[0]!.n === 0;
      },
      45_000,
      200,
    );
  });

  it('staff imports are invited too', async () => {
    const file = await writeSheet('staff', [
      {
        name: 'Staff One',
        email: 'staff1@names.test',
        phoneNumber: '9876543210',
        countryCode: '+91',
        gender: 'MALE',
        caste: 'SC',
        role: 'TEACHER',
      },
    ]);
    const d = await upload('staff/bulk', file);
    expect(d).toMatchObject({ status: 'done', imported: 1 });
    expect((await t.rt.mailer.latest(5, 'staff1@names.test')).map((m) => m.subject)).toEqual(['Your account is ready']);
  });
});
