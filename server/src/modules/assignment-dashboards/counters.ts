import { sql } from 'kysely';
import type { AssignmentType } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';

/**
 * Reads of the `assignment_dashboard` counters (projections/src/assignment-dashboards): each reads the rows of the
 * batch, teacher or student asked for and the days the screen shows, never their history. Days are institute days.
 */

const n = (v: unknown) => Number(v ?? 0);

/** The live assignments of a batch (the student's Assignments card). */
export async function batchAssignmentTotal(db: DB, instituteId: string, batchId: string): Promise<number> {
  const r = await sql<{ total: number }>`select total from assignment_dashboard_batch
    where institute_id = ${instituteId} and batch_id = ${batchId}`.execute(db);
  return n(r.rows[0]?.total);
}

export interface TeacherAssignmentTotals {
  total: number;
  byType: Record<AssignmentType, number>;
}

/** A teacher's live assignments (those they created), and per type. */
export async function teacherAssignmentTotals(db: DB, instituteId: string, teacherId: string): Promise<TeacherAssignmentTotals> {
  const r = await sql<{ total: number; mcq: number; long: number; attachment: number }>`select total, mcq, long, attachment
    from assignment_dashboard_teacher where institute_id = ${instituteId} and teacher_id = ${teacherId}`.execute(db);
  const x = r.rows[0];
  return { total: n(x?.total), byType: { MCQTYPE: n(x?.mcq), LONGTYPE: n(x?.long), ATTACHMENT: n(x?.attachment) } };
}

/** A teacher's live assignments starting (dateOfAssignment) after `today`, and due `today` or later. */
export async function teacherAssignmentsAhead(db: DB, instituteId: string, teacherId: string, today: string) {
  const r = await sql<{ starts: number; dues: number }>`select coalesce(sum(starts) filter (where day > ${today}), 0)::int as starts,
      coalesce(sum(dues), 0)::int as dues
    from assignment_dashboard_teacher_day where institute_id = ${instituteId} and teacher_id = ${teacherId} and day >= ${today}`.execute(
    db,
  );
  return { notGiven: n(r.rows[0]?.starts), dueAhead: n(r.rows[0]?.dues) };
}

/** A teacher's live assignments per month (YYYY-MM) of the year, by their dateOfAssignment (the Analytical Overview). */
export async function teacherAssignmentsPerMonth(db: DB, instituteId: string, teacherId: string, year: number) {
  const y = String(year).padStart(4, '0');
  const r = await sql<{ month: string; n: number }>`select substr(day, 1, 7) as month, sum(starts)::int as n
    from assignment_dashboard_teacher_day where institute_id = ${instituteId} and teacher_id = ${teacherId}
      and day between ${`${y}-01-01`} and ${`${y}-12-31`} group by 1`.execute(db);
  return new Map(r.rows.map((x) => [x.month, n(x.n)]));
}

/** The student's sheets of their batch's live assignments (started, submitted) in all and of those due `today` or later. */
export async function studentAssignmentCounts(db: DB, q: { instituteId: string; batchId: string; studentId: string; today: string }) {
  const r = await sql<{
    total: number;
    upcoming: number;
    due_ahead: number;
    started: number;
    submitted: number;
    submitted_ahead: number;
  }>`select
      (select total from assignment_dashboard_batch where institute_id = ${q.instituteId} and batch_id = ${q.batchId}) as total,
      (select coalesce(sum(starts) filter (where day > ${q.today}), 0) from assignment_dashboard_batch_day
        where institute_id = ${q.instituteId} and batch_id = ${q.batchId} and day >= ${q.today})::int as upcoming,
      (select coalesce(sum(dues), 0) from assignment_dashboard_batch_day
        where institute_id = ${q.instituteId} and batch_id = ${q.batchId} and day >= ${q.today})::int as due_ahead,
      (select started from assignment_dashboard_student
        where institute_id = ${q.instituteId} and batch_id = ${q.batchId} and student_id = ${q.studentId}) as started,
      (select submitted from assignment_dashboard_student
        where institute_id = ${q.instituteId} and batch_id = ${q.batchId} and student_id = ${q.studentId}) as submitted,
      (select coalesce(sum(submitted), 0) from assignment_dashboard_student_day
        where institute_id = ${q.instituteId} and batch_id = ${q.batchId} and student_id = ${q.studentId} and day >= ${q.today})::int
        as submitted_ahead`.execute(db);
  const x = r.rows[0];
  return {
    total: n(x?.total),
    upcoming: n(x?.upcoming),
    dueAhead: n(x?.due_ahead),
    started: n(x?.started),
    submitted: n(x?.submitted),
    submittedAhead: n(x?.submitted_ahead),
  };
}

/** Per due day from `from` to `to`: the batch's live assignments due, and the student's submitted of them. */
export async function studentDueDays(db: DB, q: { instituteId: string; batchId: string; studentId: string; from: string; to: string }) {
  const [dues, subs] = await Promise.all([
    sql<{ day: string; dues: number }>`select day, dues from assignment_dashboard_batch_day
      where institute_id = ${q.instituteId} and batch_id = ${q.batchId} and day between ${q.from} and ${q.to} and dues <> 0`.execute(db),
    sql<{ day: string; submitted: number }>`select day, submitted from assignment_dashboard_student_day
      where institute_id = ${q.instituteId} and batch_id = ${q.batchId} and student_id = ${q.studentId}
        and day between ${q.from} and ${q.to} and submitted <> 0`.execute(db),
  ]);
  const out = new Map<string, { dues: number; submitted: number }>();
  for (const r of dues.rows) out.set(r.day, { dues: n(r.dues), submitted: 0 });
  for (const r of subs.rows) out.set(r.day, { dues: out.get(r.day)?.dues ?? 0, submitted: n(r.submitted) });
  return out;
}

export interface UpcomingAssignmentRow {
  assignment_id: string;
  title: string;
  type: AssignmentType;
  chapter: string;
  subject_id: string;
  full_mark: string | number;
  start_day: string;
  due_day: string;
  started: boolean | null;
}

/** A page of the batch's live assignments due `today` or later that the student has not submitted, soonest due first. */
export async function upcomingAssignmentsPage(
  db: DB,
  q: { instituteId: string; batchId: string; studentId: string; today: string; limit: number; offset: number },
) {
  const r = await sql<UpcomingAssignmentRow>`select a.assignment_id, a.title, a.type, a.chapter, a.subject_id, a.full_mark,
      a.start_day, a.due_day, s.started
    from assignment_dashboard_assignment a
      left join assignment_dashboard_sheet s on s.assignment_id = a.assignment_id and s.student_id = ${q.studentId}
    where a.institute_id = ${q.instituteId} and a.batch_id = ${q.batchId} and a.live and a.due_day >= ${q.today}
      and not coalesce(s.submitted, false)
    order by a.due_day, a.start_day, a.title, a.assignment_id limit ${q.limit} offset ${q.offset}`.execute(db);
  return r.rows;
}

export interface GivenAssignmentRow {
  assignment_id: string;
  title: string;
  type: AssignmentType;
  batch_id: string;
  start_day: string;
  due_day: string;
  submitted: number;
  boys: number;
  girls: number;
  others: number;
}

/** A page of the teacher's live assignments already given (dateOfAssignment `today` or before), latest first. */
export async function givenAssignmentsPage(
  db: DB,
  q: { instituteId: string; teacherId: string; today: string; limit: number; offset: number },
) {
  const r = await sql<GivenAssignmentRow>`select assignment_id, title, type, batch_id, start_day, due_day, submitted, boys, girls, others
    from assignment_dashboard_assignment
    where institute_id = ${q.instituteId} and created_by = ${q.teacherId} and live and start_day <= ${q.today}
    order by start_day desc, created_position desc limit ${q.limit} offset ${q.offset}`.execute(db);
  return r.rows;
}
