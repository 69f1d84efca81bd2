import { sql } from 'kysely';
import type { ExamType, OnlineSettings } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import type { Runtime } from '../../platform/runtime.js';
import { batchRefsByIds, gradeScaleOf, subjectTitlesByIds } from '../academics/index.js';
import { studentIdsOfBatch, studentsByIds } from '../people/index.js';
import { examOutcome, ranks, type ExamOutcome, type GradeBand, type SheetFacts, type SubjectExamFacts } from './result-compute.js';

/** What the results read: the exams, their subject exams, the sheets (S1's `exam_result`), the grade scale, the students. */
export const RESULT_MODELS = [
  'exam',
  'subject_exam',
  'exam_result',
  'grade',
  'student',
  'batch',
  'subject',
  'course',
  'branch',
  'academic_session',
];

export interface ResultExam {
  id: string;
  title: string;
  type: ExamType;
  batchId: string;
  startDate: string;
  endDate: string;
  published: boolean;
  settings: OnlineSettings;
}

type ExamRow = {
  id: string;
  title: string;
  type: ExamType;
  batch_id: string;
  start_date: string;
  end_date: string;
  result_published: boolean;
  settings: OnlineSettings | string;
};
const examOf = (r: ExamRow): ResultExam => ({
  id: r.id,
  title: r.title,
  type: r.type,
  batchId: r.batch_id,
  startDate: r.start_date,
  endDate: r.end_date,
  published: r.result_published,
  settings: typeof r.settings === 'string' ? (JSON.parse(r.settings) as OnlineSettings) : r.settings,
});
const EXAM_COLS = sql`id, title, type, batch_id, start_date, end_date, result_published, settings`;

/** A live exam of the institute, or null. */
export async function resultExam(db: DB, instituteId: string, examId: string): Promise<ResultExam | null> {
  const r = await sql<ExamRow>`select ${EXAM_COLS} from exam where id = ${examId} and institute_id = ${instituteId}
    and deleted_at is null`.execute(db);
  return r.rows[0] ? examOf(r.rows[0]) : null;
}

/** Live exams of the institute by id. */
export async function resultExams(db: DB, instituteId: string, ids: readonly string[]): Promise<ResultExam[]> {
  if (ids.length === 0) return [];
  const r = await sql<ExamRow>`select ${EXAM_COLS} from exam where id = any(${[...ids]}::text[]) and institute_id = ${instituteId}
    and deleted_at is null order by start_date, title, id`.execute(db);
  return r.rows.map(examOf);
}

/**
 * A page of the exams a student has results in or that belong to their batch (newest first), title search; only the
 * published ones when `publishedOnly`.
 */
export async function studentExamPage(
  db: DB,
  q: {
    instituteId: string;
    studentId: string;
    batchId: string | null;
    search?: string;
    publishedOnly: boolean;
    perPage: number;
    offset: number;
  },
) {
  const like = q.search?.trim() ? `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`e.institute_id = ${q.instituteId} and e.deleted_at is null
    and (e.batch_id = ${q.batchId ?? ''} or e.id in (select r.exam_id from exam_result r
      where r.student_id = ${q.studentId} and r.institute_id = ${q.instituteId}))
    ${q.publishedOnly ? sql`and e.result_published` : sql``} ${like ? sql`and e.title ilike ${like}` : sql``}`;
  const [rows, count] = await Promise.all([
    sql<ExamRow>`select ${sql.raw('e.id, e.title, e.type, e.batch_id, e.start_date, e.end_date, e.result_published, e.settings')}
      from exam e where ${where} order by e.start_date desc, e.title, e.id limit ${q.perPage} offset ${q.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from exam e where ${where}`.execute(db),
  ]);
  return { exams: rows.rows.map(examOf), total: count.rows[0]?.n ?? 0 };
}

/** The live subject exams of these exams, in start order, by exam. */
export async function subjectExamsOf(db: DB, instituteId: string, examIds: readonly string[]) {
  const out = new Map<string, SubjectExamFacts[]>();
  if (examIds.length === 0) return out;
  const r = await sql<{
    id: string;
    exam_id: string;
    subject_id: string;
    full_mark: string | number;
    pass_mark: string | number;
    credit: string | number;
  }>`select id, exam_id, subject_id, full_mark, pass_mark, credit from subject_exam
    where exam_id = any(${[...examIds]}::text[]) and institute_id = ${instituteId} and deleted_at is null
    order by start_time, id`.execute(db);
  for (const x of r.rows) {
    const list = out.get(x.exam_id) ?? [];
    list.push({
      id: x.id,
      subjectId: x.subject_id,
      fullMark: Number(x.full_mark),
      passMark: Number(x.pass_mark),
      credit: Number(x.credit),
    });
    out.set(x.exam_id, list);
  }
  return out;
}

/** The institute's grade scale. */
export const gradeBands = (db: DB, instituteId: string): Promise<GradeBand[]> => gradeScaleOf(db, instituteId);

type SheetRow = {
  exam_id: string;
  student_id: string;
  subject_exam_id: string;
  status: string;
  is_attended: boolean;
  obtain_mark: string | number;
  remark: string | null;
};
const sheetOf = (x: SheetRow): SheetFacts => ({
  status: x.status,
  isAttended: x.is_attended,
  obtainMark: Number(x.obtain_mark),
  remark: x.remark ?? '',
});

/** Every sheet of these exams: exam → student → subject exam → sheet. */
export async function sheetsOfExams(db: DB, instituteId: string, examIds: readonly string[]) {
  const out = new Map<string, Map<string, Map<string, SheetFacts>>>();
  if (examIds.length === 0) return out;
  const r = await sql<SheetRow>`select exam_id, student_id, subject_exam_id, status, is_attended, obtain_mark, remark from exam_result
    where institute_id = ${instituteId} and exam_id = any(${[...examIds]}::text[])`.execute(db);
  for (const x of r.rows) {
    const exam = out.get(x.exam_id) ?? new Map<string, Map<string, SheetFacts>>();
    const student = exam.get(x.student_id) ?? new Map<string, SheetFacts>();
    student.set(x.subject_exam_id, sheetOf(x));
    exam.set(x.student_id, student);
    out.set(x.exam_id, exam);
  }
  return out;
}

/** One student's sheets of these exams: exam → subject exam → sheet. */
export async function studentSheets(db: DB, instituteId: string, studentId: string, examIds: readonly string[]) {
  const out = new Map<string, Map<string, SheetFacts>>();
  if (examIds.length === 0) return out;
  const r = await sql<SheetRow>`select exam_id, student_id, subject_exam_id, status, is_attended, obtain_mark, remark from exam_result
    where institute_id = ${instituteId} and student_id = ${studentId} and exam_id = any(${[...examIds]}::text[])`.execute(db);
  for (const x of r.rows) {
    const exam = out.get(x.exam_id) ?? new Map<string, SheetFacts>();
    exam.set(x.subject_exam_id, sheetOf(x));
    out.set(x.exam_id, exam);
  }
  return out;
}

export interface StandingOfBatch {
  outcomes: Map<string, ExamOutcome>;
  ranks: Map<string, number | null>;
  /** The students counted: the batch's students now, and anyone else with a result in the exam. */
  students: string[];
}

/** Every student's outcome in an exam and their ranks in its batch. */
export async function examStanding(
  rt: Runtime,
  instituteId: string,
  exam: ResultExam,
  subjects: readonly SubjectExamFacts[],
  bands: readonly GradeBand[],
): Promise<StandingOfBatch> {
  const db = rt.database.db;
  const [sheets, batch] = await Promise.all([sheetsOfExams(db, instituteId, [exam.id]), studentIdsOfBatch(rt, instituteId, exam.batchId)]);
  const bySheet = sheets.get(exam.id) ?? new Map<string, Map<string, SheetFacts>>();
  const students = [...new Set([...batch, ...bySheet.keys()])].sort();
  const outcomes = new Map(students.map((id) => [id, examOutcome(subjects, bySheet.get(id) ?? new Map(), bands)]));
  const percentages = new Map([...outcomes].map(([id, o]) => [id, o.hasResult ? o.percentage : null]));
  return { outcomes, ranks: ranks(percentages), students };
}

/** The student cards a result shows (live students of the institute), by id. */
export async function resultStudents(rt: Runtime, instituteId: string, ids: readonly string[]) {
  const cards = await studentsByIds(rt.database.db, instituteId, ids);
  return new Map(
    cards.map((s) => [
      s.id,
      {
        _id: s.id,
        displayName: s.displayName,
        email: s.email,
        photoUrl: rt.files.signedUrl(s.photoFileId, '/api/v1'),
        rollNumber: s.rollNumber ?? '',
        registrationNumber: s.registrationNumber ?? '',
        batchId: s.batchId,
      },
    ]),
  );
}

/** Titles of subjects and batches for result replies. */
export async function resultTitles(db: DB, instituteId: string, subjectIds: readonly string[], batchIds: readonly string[]) {
  const [subjects, batches] = await Promise.all([
    subjectTitlesByIds(db, instituteId, subjectIds),
    batchRefsByIds(db, instituteId, batchIds),
  ]);
  const batchOf = (id: string) =>
    batches.get(id) ?? { _id: id, course: { _id: '', title: '' }, branch: { _id: '', title: '' }, session: { _id: '', title: '' } };
  return { subject: (id: string) => subjects.get(id) ?? '', batch: batchOf };
}
