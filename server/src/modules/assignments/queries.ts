import { sql } from 'kysely';
import type { AssignmentCreationType, AssignmentSort, AssignmentType, QuestionType } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import { likePattern } from '../../platform/http/reply.js';

/** Reads of the assignments read models (projections/src/assignments). */

export interface AssignmentRow {
  id: string;
  instituteId: string;
  batchId: string;
  title: string;
  type: AssignmentType;
  creationType: AssignmentCreationType;
  introduction: string;
  chapter: string;
  subjectId: string;
  dateOfAssignment: string;
  dueDate: string;
  fullMark: number;
  totalQuestions: number;
  totalQuestionMark: number;
  createdBy: string;
  createdAt: string;
}

type Raw = {
  id: string;
  institute_id: string;
  batch_id: string;
  title: string;
  type: string;
  creation_type: string;
  introduction: string;
  chapter: string;
  subject_id: string;
  date_of_assignment: string;
  due_date: string;
  full_mark: string | number;
  total_questions: number;
  total_question_mark: string | number;
  created_by: string;
  created_at: Date | string;
};
const COLS = sql`id, institute_id, batch_id, title, type, creation_type, introduction, chapter, subject_id, date_of_assignment,
  due_date, full_mark, total_questions, total_question_mark, created_by, created_at`;
const row = (r: Raw): AssignmentRow => ({
  id: r.id,
  instituteId: r.institute_id,
  batchId: r.batch_id,
  title: r.title,
  type: r.type as AssignmentType,
  creationType: r.creation_type as AssignmentCreationType,
  introduction: r.introduction,
  chapter: r.chapter,
  subjectId: r.subject_id,
  dateOfAssignment: r.date_of_assignment,
  dueDate: r.due_date,
  fullMark: Number(r.full_mark),
  totalQuestions: r.total_questions,
  totalQuestionMark: Number(r.total_question_mark),
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function assignmentRow(db: DB, instituteId: string, id: string): Promise<AssignmentRow | null> {
  const r =
    await sql<Raw>`select ${COLS} from assignment where id = ${id} and institute_id = ${instituteId} and deleted_at is null`.execute(db);
  return r.rows[0] ? row(r.rows[0]) : null;
}

export async function assignmentRowsByIds(db: DB, instituteId: string, ids: readonly string[]): Promise<AssignmentRow[]> {
  if (ids.length === 0) return [];
  const r = await sql<Raw>`select ${COLS} from assignment where id = any(${[...new Set(ids)]}::text[]) and institute_id = ${instituteId}
    and deleted_at is null`.execute(db);
  return r.rows.map(row);
}

const ORDER: Record<AssignmentSort, ReturnType<typeof sql>> = {
  'a-z': sql`lower(title) asc, id`,
  'z-a': sql`lower(title) desc, id`,
  'n-o': sql`created_at desc, id desc`,
  'o-n': sql`created_at asc, id`,
};

export interface AssignmentFilter {
  instituteId: string;
  /** null: every batch (the office). */
  batchIds: string[] | null;
  batch?: string;
  subject?: string;
  type?: string;
  creationType?: string;
  searchTitle?: string;
  sortBy?: string;
  perPage: number;
  offset: number;
}

export async function assignmentPage(db: DB, q: AssignmentFilter): Promise<{ rows: AssignmentRow[]; total: number }> {
  if (q.batchIds && q.batchIds.length === 0) return { rows: [], total: 0 };
  const where = sql`institute_id = ${q.instituteId} and deleted_at is null
    ${q.batchIds ? sql`and batch_id = any(${q.batchIds}::text[])` : sql``}
    ${q.batch ? sql`and batch_id = ${q.batch}` : sql``}
    ${q.subject ? sql`and subject_id = ${q.subject}` : sql``}
    ${q.type ? sql`and type = ${q.type}` : sql``}
    ${q.creationType ? sql`and creation_type = ${q.creationType}` : sql``}
    ${q.searchTitle?.trim() ? sql`and title ilike ${likePattern(q.searchTitle)}` : sql``}`;
  const order = ORDER[(q.sortBy || 'n-o') as AssignmentSort] ?? ORDER['n-o'];
  const [rows, n] = await Promise.all([
    sql<Raw>`select ${COLS} from assignment where ${where} order by ${order} limit ${q.perPage} offset ${q.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from assignment where ${where}`.execute(db),
  ]);
  return { rows: rows.rows.map(row), total: n.rows[0]?.n ?? 0 };
}

/** The live assignments of some batches (a student's profile tab), newest due first. */
export async function assignmentsOfBatches(db: DB, instituteId: string, batchIds: readonly string[], searchTitle?: string) {
  if (batchIds.length === 0) return [];
  const r = await sql<Raw>`select ${COLS} from assignment where institute_id = ${instituteId} and deleted_at is null
    and batch_id = any(${[...batchIds]}::text[])
    ${searchTitle?.trim() ? sql`and title ilike ${likePattern(searchTitle)}` : sql``}
    order by due_date desc, created_at desc, id`.execute(db);
  return r.rows.map(row);
}

export interface QuestionRow {
  _id: string;
  assignment: string;
  question: string;
  type: QuestionType;
  options: string[];
  answer: string;
  markAwarded: number;
  explanation: string;
  attachmentId: string | null;
  createdAt: string;
}

/** The live questions of assignments, in the order they were added. */
export async function questionRows(db: DB, instituteId: string, assignmentIds: readonly string[]): Promise<QuestionRow[]> {
  if (assignmentIds.length === 0) return [];
  const r = await sql<{
    id: string;
    assignment_id: string;
    question: string;
    type: string;
    options: string[] | string;
    answer: string;
    mark_awarded: string | number;
    explanation: string;
    attachment_id: string | null;
    created_at: Date | string;
  }>`select id, assignment_id, question, type, options, answer, mark_awarded, explanation, attachment_id, created_at
    from assignment_question where assignment_id = any(${[...new Set(assignmentIds)]}::text[]) and institute_id = ${instituteId}
      and deleted_at is null order by position`.execute(db);
  return r.rows.map((q) => ({
    _id: q.id,
    assignment: q.assignment_id,
    question: q.question,
    type: q.type as QuestionType,
    options: typeof q.options === 'string' ? JSON.parse(q.options) : q.options,
    answer: q.answer,
    markAwarded: Number(q.mark_awarded),
    explanation: q.explanation,
    attachmentId: q.attachment_id,
    createdAt: new Date(q.created_at).toISOString(),
  }));
}

export interface SheetRow {
  assignmentId: string;
  studentId: string;
  batchId: string;
  submitted: boolean;
  submittedAt: string | null;
  lateDays: number;
  penaltyPercent: number;
  marks: Record<string, number>;
  rawMark: number;
  markSecured: number;
  totalAttempted: number;
  needsGrading: boolean;
  reviewed: boolean;
  remark: string;
}

type SheetRaw = {
  assignment_id: string;
  student_id: string;
  batch_id: string;
  submitted: boolean;
  submitted_at: Date | string | null;
  late_days: number;
  penalty_percent: string | number;
  marks: Record<string, number> | string;
  raw_mark: string | number;
  mark_secured: string | number;
  total_attempted: number;
  needs_grading: boolean;
  reviewed: boolean;
  remark: string;
  attempted_now: number;
};
const sheet = (r: SheetRaw): SheetRow => ({
  assignmentId: r.assignment_id,
  studentId: r.student_id,
  batchId: r.batch_id,
  submitted: r.submitted,
  submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
  lateDays: r.late_days,
  penaltyPercent: Number(r.penalty_percent),
  marks: typeof r.marks === 'string' ? JSON.parse(r.marks) : r.marks,
  rawMark: Number(r.raw_mark),
  markSecured: Number(r.mark_secured),
  // Before submitting: the answers given so far.
  totalAttempted: r.submitted ? r.total_attempted : r.attempted_now,
  needsGrading: r.needs_grading,
  // Reviewed: a teacher reviewed it, or nothing in it waited for one (every answer marked on submitting).
  reviewed: r.submitted && (r.reviewed || !r.needs_grading),
  remark: r.remark,
});

/** Sheets of some assignments, optionally only of some students. */
export async function sheetRows(
  db: DB,
  instituteId: string,
  q: { assignmentIds: readonly string[]; studentIds?: readonly string[] },
): Promise<SheetRow[]> {
  if (q.assignmentIds.length === 0 || q.studentIds?.length === 0) return [];
  const r = await sql<SheetRaw>`select s.assignment_id, s.student_id, s.batch_id, s.submitted, s.submitted_at, s.late_days,
      s.penalty_percent, s.marks, s.raw_mark, s.mark_secured, s.total_attempted, s.needs_grading, s.reviewed, s.remark,
      (select count(*)::int from assignment_answer a join assignment_question q on q.id = a.question_id and q.deleted_at is null
        where a.assignment_id = s.assignment_id and a.student_id = s.student_id
          and (a.answer <> '' or a.attachment_id is not null)) as attempted_now
    from assignment_sheet s where s.institute_id = ${instituteId} and s.assignment_id = any(${[...new Set(q.assignmentIds)]}::text[])
      ${q.studentIds ? sql`and s.student_id = any(${[...new Set(q.studentIds)]}::text[])` : sql``}`.execute(db);
  return r.rows.map(sheet);
}

/** Every sheet of a student (their profile's assignments tab). */
export async function sheetRowsOfStudent(db: DB, instituteId: string, studentId: string): Promise<SheetRow[]> {
  const r = await sql<{ assignment_id: string }>`select assignment_id from assignment_sheet where institute_id = ${instituteId}
    and student_id = ${studentId}`.execute(db);
  return sheetRows(db, instituteId, { assignmentIds: r.rows.map((x) => x.assignment_id), studentIds: [studentId] });
}

/** Submitted and reviewed sheets counted per assignment. */
export async function sheetCounts(
  db: DB,
  instituteId: string,
  assignmentIds: readonly string[],
): Promise<Map<string, { submitted: number; reviewed: number }>> {
  if (assignmentIds.length === 0) return new Map();
  const r = await sql<{ assignment_id: string; submitted: number; reviewed: number }>`select assignment_id,
      count(*) filter (where submitted)::int as submitted, count(*) filter (where submitted and (reviewed or not needs_grading))::int as reviewed
    from assignment_sheet where institute_id = ${instituteId} and assignment_id = any(${[...new Set(assignmentIds)]}::text[])
    group by assignment_id`.execute(db);
  return new Map(r.rows.map((x) => [x.assignment_id, { submitted: x.submitted, reviewed: x.reviewed }]));
}

/** Whether a student has submitted the assignment (its questions then stay as they are). */
export async function anySubmitted(db: DB, instituteId: string, assignmentId: string): Promise<boolean> {
  const r = await sql<{ n: number }>`select count(*)::int as n from assignment_sheet where institute_id = ${instituteId}
    and assignment_id = ${assignmentId} and submitted`.execute(db);
  return (r.rows[0]?.n ?? 0) > 0;
}
