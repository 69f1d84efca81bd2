import { sql } from 'kysely';
import { ACTIVITY_KINDS, type ActivityKind, type SheetLogKind, type SheetStatus, type SubmittedBy } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';

/** Reads of the sheet read models (`exam_result`, `exam_answer`, `exam_attempt`, `exam_sheet_log`). */

export const SHEET_READ_MODELS = ['exam_result', 'exam_answer', 'exam_sheet_log'];

export interface ResultRow {
  studentId: string;
  status: SheetStatus;
  isAttended: boolean;
  obtainMark: number;
  autoMark: number;
  remark: string;
  totalAttempted: number;
  needsGrading: boolean;
  startedAt: string | null;
  submittedAt: string | null;
  submittedBy: SubmittedBy | null;
}

type RawResult = {
  student_id: string;
  status: SheetStatus;
  is_attended: boolean;
  obtain_mark: string | number;
  auto_mark: string | number;
  remark: string;
  total_attempted: number;
  needs_grading: boolean;
  started_at: Date | string | null;
  submitted_at: Date | string | null;
  submitted_by: SubmittedBy | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const toResult = (r: RawResult): ResultRow => ({
  studentId: r.student_id,
  status: r.status,
  isAttended: r.is_attended,
  obtainMark: Number(r.obtain_mark),
  autoMark: Number(r.auto_mark),
  remark: r.remark,
  totalAttempted: r.total_attempted,
  needsGrading: r.needs_grading,
  startedAt: iso(r.started_at),
  submittedAt: iso(r.submitted_at),
  submittedBy: r.submitted_by,
});

/** The results of some students in a subject exam (all of them without `studentIds`). */
export async function resultRows(
  db: DB,
  instituteId: string,
  subjectExamId: string,
  studentIds?: readonly string[],
): Promise<Map<string, ResultRow>> {
  const only = studentIds ? sql`and student_id = any(${[...studentIds]}::text[])` : sql``;
  const r = await sql<RawResult>`select student_id, status, is_attended, obtain_mark, auto_mark, remark, total_attempted, needs_grading,
      started_at, submitted_at, submitted_by
    from exam_result where subject_exam_id = ${subjectExamId} and institute_id = ${instituteId} ${only}`.execute(db);
  return new Map(r.rows.map((x) => [x.student_id, toResult(x)]));
}

/** Whether the subject exam has any result counted as attended (the Students tab's ATTENDED filter) per student. */
export async function attendedIds(db: DB, instituteId: string, subjectExamId: string): Promise<string[]> {
  const r = await sql<{ student_id: string }>`select student_id from exam_result
    where subject_exam_id = ${subjectExamId} and institute_id = ${instituteId} and is_attended`.execute(db);
  return r.rows.map((x) => x.student_id);
}

export interface AttemptRow {
  order: string[];
  startedAt: string;
  submittedAt: string | null;
  activity: Record<ActivityKind, number>;
}

export async function attemptRow(db: DB, instituteId: string, subjectExamId: string, studentId: string): Promise<AttemptRow | null> {
  const r = await sql<{ order: string[]; started_at: Date | string; submitted_at: Date | string | null; activity: unknown }>`
    select "order", started_at, submitted_at, activity from exam_attempt
    where subject_exam_id = ${subjectExamId} and student_id = ${studentId} and institute_id = ${instituteId}`.execute(db);
  const x = r.rows[0];
  if (!x) return null;
  const raw = (typeof x.activity === 'string' ? JSON.parse(x.activity) : x.activity) as Record<string, number>;
  const activity = Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, Number(raw[k] ?? 0)])) as Record<ActivityKind, number>;
  return { order: x.order, startedAt: iso(x.started_at)!, submittedAt: iso(x.submitted_at), activity };
}

export interface AnswerRow {
  answer: string;
  attachmentId: string | null;
  markAsReview: boolean;
  mark: number | null;
}

export async function answerRows(db: DB, instituteId: string, subjectExamId: string, studentId: string): Promise<Map<string, AnswerRow>> {
  const r = await sql<{
    question_id: string;
    answer: string;
    attachment_id: string | null;
    mark_as_review: boolean;
    mark: string | number | null;
  }>`
    select question_id, answer, attachment_id, mark_as_review, mark from exam_answer
    where subject_exam_id = ${subjectExamId} and student_id = ${studentId} and institute_id = ${instituteId}`.execute(db);
  return new Map(
    r.rows.map((x) => [
      x.question_id,
      { answer: x.answer, attachmentId: x.attachment_id, markAsReview: x.mark_as_review, mark: x.mark === null ? null : Number(x.mark) },
    ]),
  );
}

export interface LogRow {
  id: string;
  at: string;
  kind: SheetLogKind;
  questionId: string | null;
  answer: string | null;
  previousAnswer: string | null;
  mark: number | null;
  previousMark: number | null;
  reason: string | null;
  actorId: string | null;
}

type RawLog = {
  id: string;
  at: Date | string;
  kind: SheetLogKind;
  question_id: string | null;
  answer: string | null;
  previous_answer: string | null;
  mark: string | number | null;
  previous_mark: string | number | null;
  reason: string | null;
  actor_id: string | null;
};
const num = (v: string | number | null) => (v === null ? null : Number(v));
const toLog = (x: RawLog): LogRow => ({
  id: x.id,
  at: iso(x.at)!,
  kind: x.kind,
  questionId: x.question_id,
  answer: x.answer,
  previousAnswer: x.previous_answer,
  mark: num(x.mark),
  previousMark: num(x.previous_mark),
  reason: x.reason,
  actorId: x.actor_id,
});

/** A page of a sheet's log, oldest first; `kinds` narrows it (the History drawer). */
export async function logPage(
  db: DB,
  q: { instituteId: string; subjectExamId: string; studentId: string; kinds?: readonly string[]; limit: number; offset: number },
): Promise<{ rows: LogRow[]; total: number }> {
  const kinds = q.kinds ? sql`and kind = any(${[...q.kinds]}::text[])` : sql``;
  const where = sql`subject_exam_id = ${q.subjectExamId} and student_id = ${q.studentId} and institute_id = ${q.instituteId} ${kinds}`;
  const [rows, count] = await Promise.all([
    sql<RawLog>`select id, at, kind, question_id, answer, previous_answer, mark, previous_mark, reason, actor_id from exam_sheet_log
      where ${where} order by position, n limit ${q.limit} offset ${q.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from exam_sheet_log where ${where}`.execute(db),
  ]);
  return { rows: rows.rows.map(toLog), total: count.rows[0]?.n ?? 0 };
}

/** The open attempts whose subject exam has ended (the deadline sweep), oldest end first. */
export async function overdueAttempts(db: DB, now: Date, limit: number) {
  const r = await sql<{ subject_exam_id: string; student_id: string; institute_id: string; batch_id: string }>`
    select a.subject_exam_id, a.student_id, a.institute_id, a.batch_id from exam_attempt a
      join subject_exam s on s.id = a.subject_exam_id
    where a.submitted_at is null and s.end_time <= ${now.toISOString()} and s.deleted_at is null
    order by s.end_time, a.subject_exam_id, a.student_id limit ${limit}`.execute(db);
  return r.rows;
}

/** The live subject exams of the institute's exams with a title (the demo's results), with their exam and batch. */
export async function subjectExamsOfExamsTitled(db: DB, instituteId: string, title: string) {
  const r = await sql<{ id: string; exam_id: string; batch_id: string }>`select s.id, s.exam_id, e.batch_id
    from subject_exam s join exam e on e.id = s.exam_id
    where e.institute_id = ${instituteId} and e.title = ${title} and e.deleted_at is null and s.deleted_at is null
    order by e.batch_id, s.start_time, s.id`.execute(db);
  return r.rows;
}
