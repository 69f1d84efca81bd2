import { QUESTION_COLUMNS, type QuestionFields, type QuestionImportJob, type Role } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import type { Runtime } from '../../platform/runtime.js';
import { importJobStore, type ImportJobRow } from '../../platform/queue/import-jobs.js';
import { AppError } from '../../platform/errors.js';
import { readSheet } from '../bulk-upload/index.js';
import { EXAM_MESSAGES, assertRoomFor, examDecider, ownedSubject } from './decider.js';
import { checkQuestion } from './question-rules.js';
import { sanitiseHtml } from './safe-html.js';
import { streamOfPart } from './subject-routes.js';

/**
 * The question import (issue 14 part 2): the shape of the bulk upload's job (a row with the file's bytes, progress and
 * the report), kept apart because the bulk-upload job route is office-only and its kinds are people; a teacher imports
 * into their own subject exam. All or nothing: questions are added only when no row is bad, in one command.
 */
export const QUESTION_IMPORT_JOB = 'exams.question-import';
export interface QuestionImportData {
  jobId: string;
  actorRole: Role;
}
type RowError = { row: number; field: string; message: string };
/** A subject exam holds at most some hundred questions; a sheet beyond this is a mistake. */
const MAX_ROWS = 1000;

const store = importJobStore<RowError>({ table: 'exam_question_import_job', target: 'subject_exam_id' });
type JobRow = ImportJobRow<RowError>;

export const migrateQuestionJobs = (db: DB) => store.migrate(db);

export const createQuestionJob = (
  db: DB,
  j: { id: string; instituteId: string; userId: string; subjectExamId: string; dryRun: boolean; fileName: string; file: Buffer },
) => store.create(db, { ...j, target: j.subjectExamId });

export const loadQuestionJob = (db: DB, id: string): Promise<JobRow | null> => store.load(db, id);

export const questionJobReply = (r: JobRow): QuestionImportJob => ({
  _id: r.id,
  subjectExam: r.target,
  status: r.status,
  progress: r.progress,
  dryRun: r.dry_run,
  fileName: r.file_name,
  totalRows: r.total_rows,
  goodRows: r.good_rows,
  badRows: r.bad_rows,
  imported: r.imported,
  errors: r.errors,
  createdAt: r.created_at,
  finishedAt: r.finished_at,
});

const finish = (db: DB, id: string, status: 'done' | 'failed', p: { total: number; good: number; imported: number; errors: RowError[] }) =>
  store.patch(db, id, {
    status,
    progress: 100,
    totalRows: p.total,
    goodRows: p.good,
    badRows: new Set(p.errors.map((e) => e.row)).size,
    imported: p.imported,
    errors: p.errors,
    finished: true,
  });

/** A sheet row as the question form would send it: the cell text is read as the editor's HTML, sanitised the same way. */
const inputOf = (v: Record<string, string>) => ({
  question: sanitiseHtml(v.question ?? ''),
  type: (v.type ?? '').trim().toUpperCase() || undefined,
  options: ['option1', 'option2', 'option3', 'option4', 'option5', 'option6'].map((c) => v[c] ?? ''),
  answer: v.answer ?? '',
  markAwarded: /^\s*\d+(\.\d+)?\s*$/.test(v.markAwarded ?? '') ? Number(v.markAwarded) : Number.NaN,
  explanation: sanitiseHtml(v.explanation ?? ''),
  attachment: null,
});

export async function runQuestionImport(rt: Runtime, data: QuestionImportData, progress: (p: number) => Promise<void> = async () => {}) {
  const db = rt.database.db;
  const job = await loadQuestionJob(db, data.jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const file = await store.file(db, job.id);
  const fail = (message: string, total = 0) =>
    finish(db, job.id, 'failed', { total, good: 0, imported: 0, errors: [{ row: 0, field: 'file', message }] });
  if (!file) return fail('File required.');
  await store.patch(db, job.id, { status: 'running', progress: 10 });
  await progress(10).catch(() => {});
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    sheet = await readSheet(file, QUESTION_COLUMNS);
  } catch (err) {
    return fail((err as Error).message);
  }
  const { rows } = sheet;
  const missing = sheet.missing.filter((c) => c === 'question' || c === 'markAwarded');
  if (missing.length > 0) return fail(`The sheet misses the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  if (rows.length === 0) return fail('The sheet has no questions.');
  if (rows.length > MAX_ROWS) return fail(`The sheet has more than ${MAX_ROWS} rows: split it.`, rows.length);
  const errors: RowError[] = [];
  const good: QuestionFields[] = [];
  for (const r of rows) {
    const c = checkQuestion(inputOf(r.values));
    if (c.ok) good.push(c.fields);
    else errors.push({ row: r.row, field: c.field, message: c.message });
  }
  const ctx = {
    actor: { userId: job.user_id, role: data.actorRole },
    instituteId: job.institute_id,
    correlationId: job.id,
    now: rt.clock.now(),
  };
  const by = { userId: job.user_id, office: data.actorRole !== 'TEACHER' };
  const stream = streamOfPart(job.target, EXAM_MESSAGES.subjectNotFound);
  // The whole sheet must fit the full mark with the questions already there: said on the dry run too.
  try {
    const sub = ownedSubject(await rt.commands.state(examDecider, stream, ctx), job.target, by);
    try {
      assertRoomFor(
        sub,
        good.map((q) => q.markAwarded),
      );
    } catch (err) {
      errors.push({ row: 0, field: 'markAwarded', message: (err as Error).message });
    }
  } catch (err) {
    if (err instanceof AppError) return fail(err.message, rows.length);
    throw err;
  }
  await progress(60).catch(() => {});
  const total = rows.length;
  if (errors.length > 0 || job.dry_run) {
    return finish(db, job.id, 'done', { total, good: good.length, imported: 0, errors });
  }
  try {
    await rt.commands.handle(examDecider, stream, { type: 'AddQuestions', data: { by, subjectExamId: job.target, questions: good } }, ctx, {
      mustExist: EXAM_MESSAGES.subjectNotFound,
    });
  } catch (err) {
    if (err instanceof AppError) return fail(err.message, total);
    throw err;
  }
  await finish(db, job.id, 'done', { total, good: good.length, imported: good.length, errors: [] });
}
