import { sql, type RawBuilder } from 'kysely';
import type { ExamFields, ExamListQuery, OnlineSettings, Question } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import { likePattern } from '../../platform/http/reply.js';
import type { ExamState } from './decider.js';
import type { ExamSource, SubjectExamSource } from './views.js';

/** Reads of the exams read models (`exam`, `subject_exam`, `exam_question`). */

type ExamRow = {
  id: string;
  title: string;
  type: ExamFields['type'];
  description: string;
  batch_id: string;
  start_date: string;
  end_date: string;
  settings: OnlineSettings | string;
  result_published: boolean;
  subjects: number;
  total_mark: string | number;
  total_question: number;
  schedule_at: Date | string | null;
  created_by: string;
  created_at: Date | string;
};
const EXAM_COLUMNS = sql`id, title, type, description, batch_id, start_date, end_date, settings, result_published, subjects,
  total_mark, total_question, schedule_at, created_by, created_at`;

const iso = (v: Date | string) => new Date(v).toISOString();

const examSource = (r: ExamRow): ExamSource => ({
  id: r.id,
  fields: {
    title: r.title,
    type: r.type,
    description: r.description,
    batchId: r.batch_id,
    startDate: r.start_date,
    endDate: r.end_date,
    settings: typeof r.settings === 'string' ? JSON.parse(r.settings) : r.settings,
  },
  createdBy: r.created_by,
  createdAt: iso(r.created_at),
  published: r.result_published,
  subjects: r.subjects,
  totalMark: Number(r.total_mark),
  totalQuestion: r.total_question,
  scheduleAt: r.schedule_at ? iso(r.schedule_at) : null,
});

/** The reply source of an exam as a command left it (the reply is built from what was decided, not read again). */
export function examSourceOfState(s: ExamState): ExamSource {
  const subjects = [...s.subjects.values()];
  const starts = subjects.map((x) => new Date(x.startTime).toISOString()).sort();
  return {
    id: s.examId,
    fields: s.fields!,
    createdBy: s.createdBy,
    createdAt: s.createdAt ? iso(s.createdAt) : new Date(0).toISOString(),
    published: s.published,
    subjects: subjects.length,
    totalMark: Math.round(subjects.reduce((n, x) => n + x.fullMark, 0) * 100) / 100,
    totalQuestion: subjects.reduce((n, x) => n + x.questions.size, 0),
    scheduleAt: starts[0] ?? null,
  };
}

export function subjectExamSourceOfState(s: ExamState, subjectExamId: string): SubjectExamSource {
  const sub = s.subjects.get(subjectExamId)!;
  const f = s.fields!;
  const { createdBy, questions, ...fields } = sub;
  return {
    id: subjectExamId,
    exam: { id: s.examId, title: f.title, type: f.type, startDate: f.startDate, endDate: f.endDate, batchId: f.batchId },
    fields,
    createdBy,
    totalQuestion: questions.size,
    totalQuestionMark: Math.round([...questions.values()].reduce((n, x) => n + x, 0) * 100) / 100,
  };
}

export async function examRow(db: DB, instituteId: string, id: string): Promise<ExamSource | null> {
  const r = await sql<ExamRow>`select ${EXAM_COLUMNS} from exam where id = ${id} and institute_id = ${instituteId}
    and deleted_at is null`.execute(db);
  return r.rows[0] ? examSource(r.rows[0]) : null;
}

/** GET exam: a page of the institute's exams (of `batchIds` only, for a teacher), with the list's filters. */
export async function examPage(
  db: DB,
  q: ExamListQuery & {
    instituteId: string;
    batchIds: string[] | null;
    /** The batches of the courseId/branchId filter (the academics module's), or null without one. */
    placementBatchIds: string[] | null;
    today: string;
    perPage: number;
    offset: number;
  },
): Promise<{ rows: ExamSource[]; total: number }> {
  const search = q.searchTitle?.trim();
  const where: RawBuilder<unknown>[] = [sql`institute_id = ${q.instituteId}`, sql`deleted_at is null`];
  if (q.batchIds) where.push(sql`batch_id = any(${q.batchIds}::text[])`);
  if (search) where.push(sql`title ilike ${likePattern(search)}`);
  if (q.type) where.push(sql`type = ${q.type}`);
  if (q.batchId) where.push(sql`batch_id = ${q.batchId}`);
  if (q.placementBatchIds) where.push(sql`batch_id = any(${q.placementBatchIds}::text[])`);
  if (q.resultPublished !== undefined) where.push(sql`result_published = ${q.resultPublished}`);
  if (q.schedule === true) where.push(sql`end_date >= ${q.today}`);
  if (q.schedule === false) where.push(sql`end_date < ${q.today}`);
  const w = sql.join(where, sql` and `);
  // Coming exams soonest first; the others (and all) latest first.
  const order = q.schedule === true ? sql`start_date asc, title asc, id` : sql`start_date desc, title asc, id`;
  const [rows, count] = await Promise.all([
    sql<ExamRow>`select ${EXAM_COLUMNS} from exam where ${w} order by ${order} limit ${q.perPage} offset ${q.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from exam where ${w}`.execute(db),
  ]);
  return { rows: rows.rows.map(examSource), total: count.rows[0]?.n ?? 0 };
}

type SubjectRow = {
  id: string;
  exam_id: string;
  subject_id: string;
  start_time: Date | string;
  end_time: Date | string;
  full_mark: string | number;
  pass_mark: string | number;
  credit: string | number;
  created_by: string;
  total_question: number;
  total_question_mark: string | number;
  title: string;
  type: ExamFields['type'];
  start_date: string;
  end_date: string;
  batch_id: string;
};

const subjectSource = (r: SubjectRow): SubjectExamSource => ({
  id: r.id,
  exam: { id: r.exam_id, title: r.title, type: r.type, startDate: r.start_date, endDate: r.end_date, batchId: r.batch_id },
  fields: {
    subjectId: r.subject_id,
    startTime: iso(r.start_time),
    endTime: iso(r.end_time),
    fullMark: Number(r.full_mark),
    passMark: Number(r.pass_mark),
    credit: Number(r.credit),
  },
  createdBy: r.created_by,
  totalQuestion: r.total_question,
  totalQuestionMark: Number(r.total_question_mark),
});

/** Subject exams of the institute (with their exam's title, type and dates), by exam or by id, in start order. */
export async function subjectExamRows(
  db: DB,
  instituteId: string,
  by: { examId: string; createdBy?: string; notCreatedBy?: string } | { id: string },
): Promise<SubjectExamSource[]> {
  const filter =
    'id' in by
      ? sql`s.id = ${by.id}`
      : sql.join(
          [
            sql`s.exam_id = ${by.examId}`,
            ...(by.createdBy ? [sql`s.created_by = ${by.createdBy}`] : []),
            ...(by.notCreatedBy ? [sql`s.created_by <> ${by.notCreatedBy}`] : []),
          ],
          sql` and `,
        );
  const r = await sql<SubjectRow>`select s.id, s.exam_id, s.subject_id, s.start_time, s.end_time, s.full_mark, s.pass_mark, s.credit,
      s.created_by, s.total_question, s.total_question_mark, e.title, e.type, e.start_date, e.end_date, e.batch_id
    from subject_exam s join exam e on e.id = s.exam_id
    where ${filter} and s.institute_id = ${instituteId} and s.deleted_at is null and e.deleted_at is null
    order by s.start_time, s.id`.execute(db);
  return r.rows.map(subjectSource);
}

type QuestionRow = {
  id: string;
  question: string;
  type: Question['type'];
  options: string[] | string;
  answer: string;
  mark_awarded: string | number;
  explanation: string;
  attachment_id: string | null;
  created_at: Date | string;
};

/** The live questions of a subject exam in order of creation, with the attachment's file id. */
export async function questionRows(db: DB, instituteId: string, subjectExamId: string) {
  const r = await sql<QuestionRow>`select id, question, type, options, answer, mark_awarded, explanation, attachment_id, created_at
    from exam_question where subject_exam_id = ${subjectExamId} and institute_id = ${instituteId} and deleted_at is null
    order by position, id`.execute(db);
  return r.rows.map((x) => ({
    _id: x.id,
    question: x.question,
    type: x.type,
    options: typeof x.options === 'string' ? (JSON.parse(x.options) as string[]) : x.options,
    answer: x.answer,
    markAwarded: Number(x.mark_awarded),
    explanation: x.explanation,
    attachmentId: x.attachment_id,
    createdAt: iso(x.created_at),
  }));
}
