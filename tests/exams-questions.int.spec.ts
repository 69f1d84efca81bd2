import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, multipart, png, type FormValue, type TestApp } from './support/harness.js';
import { at, classesWorld } from './support/classes-world.js';

/**
 * The question bank of a subject exam (issue 14 part 2): the form (multipart, sanitised rich text, an image or a PDF),
 * the spec's messages, the full mark as a ceiling, who may add and delete, and the spreadsheet import (dry run naming
 * every bad row; all or nothing).
 */
const world = classesWorld();
const { call, ok, refused, id } = world;
let t: TestApp;
let admin: Record<string, string>;
let hod: Record<string, string>;
let adminB: Record<string, string>;
let nina: { id: string; headers: Record<string, string> };
let omar: { id: string; headers: Record<string, string> };
let subjectExam = '';

beforeAll(async () => {
  await world.setup();
  ({ t, admin, hod, adminB, nina, omar } = world);
  const exam = await id(
    call('POST', 'exam/create', admin, {
      title: 'Unit test',
      type: 'ONLINE',
      batch: world.ids.batchA,
      startDate: '2026-11-30',
      endDate: '2026-11-30',
    }),
  );
  subjectExam = await id(
    call('POST', 'exam/subject/create', nina.headers, {
      exam,
      subject: world.ids.math,
      startTime: at('2026-11-30', '10:00'),
      endTime: at('2026-11-30', '11:00'),
      fullMark: 10,
      passMark: 4,
    }),
  );
});
afterAll(async () => t?.close());

const form = async (headers: Record<string, string>, fields: [string, FormValue][]) => {
  const m = multipart(fields);
  const r = await t.inject({
    method: 'POST',
    url: '/api/v1/exam/question/add',
    headers: { ...headers, ...m.headers, 'x-min-position': world.pos || '0' },
    payload: m.payload,
  });
  if (r.headers['x-position']) world.pos = r.headers['x-position'] as string;
  return r;
};
const mcq = (over: Record<string, string> = {}, options = ['Mercury', 'Venus', 'Earth']): [string, FormValue][] => {
  const fields: Record<string, string> = {
    subjectExam,
    question: '<p>Which planet is closest to the <b onclick="x()">Sun</b>?</p><script>alert(1)</script>',
    type: 'MCQTYPE',
    answer: 'Mercury',
    markAwarded: '2',
    ...over,
  };
  return [...Object.entries(fields), ...options.map((o): [string, FormValue] => ['options', o])];
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('adding questions', () => {
  it('adds an MCQ with its HTML made safe, and lists the bank in order with answers', async () => {
    const r = await form(nina.headers, mcq());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Question added successfully',
      data: {
        question: '<p>Which planet is closest to the <b>Sun</b>?</p>',
        type: 'MCQTYPE',
        options: ['Mercury', 'Venus', 'Earth'],
        answer: 'Mercury',
        markAwarded: 2,
        attachmentUrl: null,
      },
    });
    const image = await form(nina.headers, [
      ['subjectExam', subjectExam],
      ['type', 'LONGTYPE'],
      ['markAwarded', '3'],
      ['attachment', { filename: 'graph.png', contentType: 'image/png', data: png() }],
    ]);
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json().data.attachmentUrl).toMatch(/^\/api\/v1\/files\//);
    const list = (await ok(call('GET', `exam/questions/${subjectExam}`, hod))).json().data;
    expect(list.map((q: { markAwarded: number }) => q.markAwarded)).toEqual([2, 3]);
    const sub = (await ok(call('GET', `exam/subject/details/${subjectExam}`, admin))).json().data;
    expect(sub).toMatchObject({ totalQuestion: 2, totalQuestionMark: 5 });
  });

  it('refuses with the spec messages, writes nothing, and keeps to the full mark', async () => {
    const before = await t.rt.store.head();
    const says = async (fields: [string, FormValue][], status: number, message: string) => {
      const r = await form(nina.headers, fields);
      expect(r.statusCode, r.body).toBe(status);
      expect(r.json().error).toBe(message);
    };
    await says(mcq({ type: 'ESSAY' }), 400, 'Question type is required*');
    await says(mcq({ question: '<p>Short?</p>' }), 400, 'Question  must be at least 10 characters*');
    await says(mcq({ question: '<p></p>' }), 400, 'Type  or upload an image to create a question.');
    await says(mcq({}, ['Mercury']), 400, 'Options are required*');
    await says(mcq({}, ['Mercury', 'Mercury']), 400, 'Options must be unique.');
    await says(mcq({ answer: '' }), 400, 'Answer is required for creating a question*.');
    await says(mcq({ answer: 'Pluto' }), 400, 'Please select one option to be the answer.');
    await says(mcq({ markAwarded: '200' }), 400, 'Mark must be between 0.25 and 100.');
    await says(
      [
        ['subjectExam', subjectExam],
        ['type', 'ATTACHMENT'],
        ['markAwarded', '1'],
      ],
      400,
      'Upload a PDF for an attachment question.',
    );
    await says(mcq({ markAwarded: '6' }), 409, 'The questions would exceed the full mark of this subject exam.');
    // A refused question with a file stores no file either.
    const files = async () => (await sql<{ n: number }>`select count(*)::int as n from stored_file`.execute(t.rt.database.db)).rows[0]!.n;
    const filesBefore = await files();
    const paper = { filename: 'paper.pdf', contentType: 'application/pdf', data: pdf };
    await says(
      [
        ['subjectExam', subjectExam],
        ['type', 'ATTACHMENT'],
        ['markAwarded', '6'],
        ['attachment', paper],
      ],
      409,
      'The questions would exceed the full mark of this subject exam.',
    );
    await says(
      [...mcq({ answer: 'Pluto' }), ['attachment', { filename: 'g.png', contentType: 'image/png', data: png() }]],
      400,
      'Please select one option to be the answer.',
    );
    expect(await files()).toBe(filesBefore);
    expect(await t.rt.store.head()).toBe(before);
    const r = await form(nina.headers, [
      ['subjectExam', subjectExam],
      ['type', 'ATTACHMENT'],
      ['markAwarded', '1'],
      ['attachment', { filename: 'paper.pdf', contentType: 'application/pdf', data: pdf }],
    ]);
    expect(r.statusCode, r.body).toBe(200);
  });

  it('lets only the office and the subject exam creator add or delete; 404 to another institute', async () => {
    expect((await form(hod, mcq({ markAwarded: '1' }))).json().error).toBe('You did not create this subject exam.');
    expect((await form(omar.headers, mcq({ markAwarded: '1' }))).statusCode).toBe(403);
    expect((await form(adminB, mcq({ markAwarded: '1' }))).statusCode).toBe(404);
    const q = (await form(admin, mcq({ markAwarded: '1' }))).json().data._id as string;
    await refused(call('DELETE', `exam/question/delete/${q}`, hod), 403, 'You did not create this subject exam.');
    await refused(call('DELETE', `exam/question/delete/${q}`, adminB), 404, 'Question not found.');
    await refused(call('GET', `exam/questions/${subjectExam}`, omar.headers), 403);
    await refused(call('GET', `exam/questions/${subjectExam}`, adminB), 404);
    const r = await ok(call('DELETE', `exam/question/delete/${q}`, nina.headers));
    expect(r.json()).toEqual({ message: 'Question deleted successfully', data: { _id: q } });
    await refused(call('DELETE', `exam/question/delete/${q}`, nina.headers), 404, 'Question not found.');
  });
});

describe('importing questions from a sheet', () => {
  const sheet = async (rows: Record<string, string | number>[]) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Data');
    const cols = [
      'question',
      'type',
      'option1',
      'option2',
      'option3',
      'option4',
      'option5',
      'option6',
      'answer',
      'markAwarded',
      'explanation',
    ];
    ws.addRow(cols);
    for (const r of rows) ws.addRow(cols.map((c) => r[c] ?? null));
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const upload = async (headers: Record<string, string>, file: Buffer, dryRun: boolean) => {
    const m = multipart({ file: { filename: 'q.xlsx', contentType: 'application/octet-stream', data: file }, dryRun: String(dryRun) });
    return t.inject({
      method: 'POST',
      url: `/api/v1/exam/question/import/${subjectExam}`,
      headers: { ...headers, ...m.headers },
      payload: m.payload,
    });
  };
  const job = async (headers: Record<string, string>, jobId: string) =>
    eventually(async () => {
      const j = (await ok(call('GET', `exam/question/import/job/${jobId}`, headers))).json().data;
      if (j.status !== 'done' && j.status !== 'failed') throw new Error('still running');
      return j;
    });
  const good = {
    question: 'What is the capital of France?',
    type: 'MCQTYPE',
    option1: 'Paris',
    option2: 'Rome',
    answer: 'Paris',
    markAwarded: 0.5,
  };

  it('serves the sample with its Data and Notes sheets', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/v1/exam/question/sample', headers: nina.headers });
    expect(r.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Data', 'Notes']);
    expect(wb.worksheets[0]!.getRow(1).values).toContain('markAwarded');
  });

  it('a dry run names every bad row and writes nothing; the import adds all or nothing', async () => {
    const before = await t.rt.store.head();
    const bad = await sheet([
      good,
      { ...good, question: 'Too short', markAwarded: 1 },
      { ...good, answer: 'Berlin' },
      { ...good, type: 'LONGTYPE', markAwarded: 500 },
    ]);
    const dry = await upload(nina.headers, bad, true);
    expect(dry.statusCode, dry.body).toBe(202);
    const report = await job(nina.headers, dry.json().data.jobId);
    expect(report).toMatchObject({ status: 'done', dryRun: true, totalRows: 4, goodRows: 1, badRows: 3, imported: 0 });
    expect(report.errors).toEqual([
      { row: 3, field: 'question', message: 'Question  must be at least 10 characters*' },
      { row: 4, field: 'answer', message: 'Please select one option to be the answer.' },
      { row: 5, field: 'markAwarded', message: 'Mark must be between 0.25 and 100.' },
    ]);
    // The real import of the same sheet adds nothing either.
    const real = await job(nina.headers, (await upload(nina.headers, bad, false)).json().data.jobId);
    expect(real).toMatchObject({ imported: 0, badRows: 3 });
    expect(await t.rt.store.head()).toBe(before);
    // Over the full mark, as a whole: nothing is added.
    const heavy = await job(
      nina.headers,
      (
        await upload(
          nina.headers,
          await sheet([
            { ...good, markAwarded: 5 },
            { ...good, markAwarded: 5 },
          ]),
          false,
        )
      ).json().data.jobId,
    );
    expect(heavy.errors).toEqual([
      { row: 0, field: 'markAwarded', message: 'The questions would exceed the full mark of this subject exam.' },
    ]);
    expect(await t.rt.store.head()).toBe(before);

    const done = await job(
      nina.headers,
      (
        await upload(
          nina.headers,
          await sheet([good, { ...good, question: 'Name the longest river in India.', type: 'LONGTYPE', answer: 'Ganga' }]),
          false,
        )
      ).json().data.jobId,
    );
    expect(done).toMatchObject({ status: 'done', imported: 2, badRows: 0 });
    await t.settle();
    const list = (await ok(call('GET', `exam/questions/${subjectExam}`, nina.headers))).json().data;
    expect(list.slice(-2).map((q: { question: string; type: string }) => [q.question, q.type])).toEqual([
      ['What is the capital of France?', 'MCQTYPE'],
      ['Name the longest river in India.', 'LONGTYPE'],
    ]);
  });

  it('refuses an import from someone who may not add questions, and hides jobs of others', async () => {
    const file = await sheet([good]);
    expect((await upload(hod, file, true)).statusCode).toBe(403);
    expect((await upload(adminB, file, true)).statusCode).toBe(404);
    const r = await upload(nina.headers, Buffer.from('not a sheet'), true);
    expect(r.json().error).toBe('Only .xlsx files can be uploaded.');
    const mine = (await upload(nina.headers, file, true)).json().data.jobId;
    await refused(call('GET', `exam/question/import/job/${mine}`, hod), 404);
    await refused(call('GET', `exam/question/import/job/${mine}`, adminB), 404);
    await job(nina.headers, mine);
  });
});
