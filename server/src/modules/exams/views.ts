import { sql } from 'kysely';
import type { Exam, ExamBatch, ExamFields, ExamStatus, SubjectExam, SubjectExamFields } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import { userCardsById } from '../identity/index.js';
import { studentCountsByBatch } from '../people/index.js';
import { batchRefsByIds, subjectTitlesByIds } from '../academics/index.js';

/** What an exam reply is built from: a read-model row, or the state a command left. */
export interface ExamSource {
  id: string;
  fields: ExamFields;
  createdBy: string;
  createdAt: string;
  published: boolean;
  subjects: number;
  totalMark: number;
  totalQuestion: number;
  scheduleAt: string | null;
}

export interface SubjectExamSource {
  id: string;
  exam: { id: string; title: string; type: ExamFields['type']; startDate: string; endDate: string; batchId: string };
  fields: SubjectExamFields;
  createdBy: string;
  totalQuestion: number;
  totalQuestionMark: number;
}

/** The names an exam or subject exam reply shows, looked up once for a page of them. */
export interface Lookups {
  batches: Map<string, ExamBatch>;
  people: Map<string, string>;
  students: Map<string, number>;
  subjects: Map<string, string>;
  /** Per subject exam: students who attended, of them passed, and recorded as absent (`exam_result`). */
  results: Map<string, { attended: number; passed: number; absent: number }>;
  /** Per exam: students who attended a subject exam, and who passed every one of them. */
  examResults: Map<string, { attendees: number; passes: number }>;
  /** The server's time: a subject exam's students without a result count as absent once it has ended. */
  now: Date;
}

/** Attended, passed and recorded-absent counts per subject exam, from `exam_result` (one statement for a page). */
async function subjectExamResults(db: DB, instituteId: string, ids: readonly string[]) {
  const out = new Map<string, { attended: number; passed: number; absent: number }>();
  if (ids.length === 0) return out;
  const r = await sql<{ id: string; attended: number; passed: number; absent: number }>`select r.subject_exam_id as id,
      count(*) filter (where r.is_attended)::int as attended,
      count(*) filter (where r.is_attended and r.obtain_mark >= s.pass_mark)::int as passed,
      count(*) filter (where not r.is_attended and r.status = 'RECORDED')::int as absent
    from exam_result r join subject_exam s on s.id = r.subject_exam_id
    where r.institute_id = ${instituteId} and r.subject_exam_id = any(${[...new Set(ids)]}::text[]) group by r.subject_exam_id`.execute(db);
  for (const x of r.rows) out.set(x.id, { attended: x.attended, passed: x.passed, absent: x.absent });
  return out;
}

/**
 * Per exam, the students who attended any of its subject exams and those who attended and passed every one (an exam
 * with `subjects` live subject exams), from `exam_result`, in one statement for a page of exams.
 */
async function examResultCounts(db: DB, instituteId: string, exams: readonly { id: string; subjects: number }[]) {
  const out = new Map<string, { attendees: number; passes: number }>();
  if (exams.length === 0) return out;
  const r = await sql<{ id: string; attendees: number; passes: number }>`with x as (
      select r.exam_id, r.student_id, count(*) filter (where r.is_attended) as att,
        count(*) filter (where r.is_attended and r.obtain_mark >= s.pass_mark) as passed
      from exam_result r join subject_exam s on s.id = r.subject_exam_id and s.deleted_at is null
      where r.institute_id = ${instituteId} and r.exam_id = any(${exams.map((e) => e.id)}::text[])
      group by r.exam_id, r.student_id)
    select x.exam_id as id, count(*) filter (where x.att > 0)::int as attendees,
      count(*) filter (where n.subjects > 0 and x.passed = n.subjects)::int as passes
    from x join unnest(${exams.map((e) => e.id)}::text[], ${exams.map((e) => e.subjects)}::int[]) as n(exam_id, subjects)
      on n.exam_id = x.exam_id
    group by x.exam_id`.execute(db);
  for (const x of r.rows) out.set(x.id, { attendees: x.attendees, passes: x.passes });
  return out;
}

export async function lookups(
  db: DB,
  instituteId: string,
  want: {
    batchIds: readonly string[];
    userIds: readonly string[];
    subjectIds?: readonly string[];
    /** Subject exams whose result counts the replies show. */
    subjectExamIds?: readonly string[];
    /** Exams (with their number of subject exams) whose attendee and pass counts the replies show. */
    exams?: readonly { id: string; subjects: number }[];
    now: Date;
  },
): Promise<Lookups> {
  const [batches, cards, students, subjects, results, examResults] = await Promise.all([
    batchRefsByIds(db, instituteId, want.batchIds),
    userCardsById(db, [...new Set(want.userIds)]),
    studentCountsByBatch(db, want.batchIds),
    subjectTitlesByIds(db, instituteId, want.subjectIds ?? []),
    subjectExamResults(db, instituteId, want.subjectExamIds ?? []),
    examResultCounts(db, instituteId, want.exams ?? []),
  ]);
  return {
    batches,
    people: new Map([...cards].map(([id, c]) => [id, c.displayName])),
    students,
    subjects,
    results,
    examResults,
    now: want.now,
  };
}

const noBatch = (id: string): ExamBatch => ({
  _id: id,
  course: { _id: '', title: '' },
  branch: { _id: '', title: '' },
  session: { _id: '', title: '' },
});

/** 002 §3: FINISHED after its last day, INPROGRESS from its first to its last day, else UPCOMING (institute days). */
export function examStatus(startDate: string, endDate: string, today: string): ExamStatus {
  if (endDate < today) return 'FINISHED';
  return startDate <= today ? 'INPROGRESS' : 'UPCOMING';
}

export function examView(s: ExamSource, l: Lookups, today: string): Exam {
  const f = s.fields;
  return {
    _id: s.id,
    title: f.title,
    type: f.type,
    description: f.description,
    batch: l.batches.get(f.batchId) ?? noBatch(f.batchId),
    startDate: f.startDate,
    endDate: f.endDate,
    totalStudent: l.students.get(f.batchId) ?? 0,
    totalMark: s.totalMark,
    fullMark: s.totalMark,
    totalQuestion: s.totalQuestion,
    totalAttendee: l.examResults.get(s.id)?.attendees ?? 0,
    totalPass: l.examResults.get(s.id)?.passes ?? 0,
    resultPublished: s.published,
    subjects: s.subjects,
    status: examStatus(f.startDate, f.endDate, today),
    scheduleAt: s.scheduleAt,
    createdBy: { _id: s.createdBy, displayName: l.people.get(s.createdBy) ?? '' },
    createdAt: s.createdAt,
    ...f.settings,
  };
}

export function subjectExamView(s: SubjectExamSource, l: Lookups): SubjectExam {
  const f = s.fields;
  const totalStudents = l.students.get(s.exam.batchId) ?? 0;
  const r = l.results.get(s.id) ?? { attended: 0, passed: 0, absent: 0 };
  // Once it has ended, a student of the batch without an attended result was absent; before, only those recorded so.
  const ended = l.now.getTime() >= Date.parse(f.endTime);
  return {
    _id: s.id,
    exam: { _id: s.exam.id, title: s.exam.title, type: s.exam.type, startDate: s.exam.startDate, endDate: s.exam.endDate },
    subject: { _id: f.subjectId, title: l.subjects.get(f.subjectId) ?? '' },
    startTime: new Date(f.startTime).toISOString(),
    endTime: new Date(f.endTime).toISOString(),
    fullMark: f.fullMark,
    passMark: f.passMark,
    credit: f.credit,
    totalStudents,
    absentStudent: ended ? Math.max(r.absent, totalStudents - r.attended) : r.absent,
    passStudent: r.passed,
    failStudent: r.attended - r.passed,
    totalQuestion: s.totalQuestion,
    totalQuestionMark: s.totalQuestionMark,
    createdBy: { _id: s.createdBy, displayName: l.people.get(s.createdBy) ?? '' },
    batch: l.batches.get(s.exam.batchId) ?? noBatch(s.exam.batchId),
    type: s.exam.type,
  };
}
