import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged } from '../envelope.js';
import { ASSIGNMENT_TYPES } from './events.js';

/**
 * The assignment dashboards (issue 15 part 5; 002 §2 Teacher assignment dashboard, Student dashboards; §3 Assignment
 * stats; §7 dashboard/student/* and dashboard/teacher/*; docs/api.md "Dashboards: assignments"). Every figure is read
 * from the `assignment_dashboard` read model's counters: a call costs the rows it shows, not the batch's history.
 *
 * Days are institute days (YYYY-MM-DD). An assignment is "upcoming" before its `dateOfAssignment`, "open" from then to
 * the end of its `dueDate`, "past due" after. For a student (a STUDENT, or a PARENT's child named by `?child=`, else
 * the first child) the assignments are the live ones of their batch; for a TEACHER, the live ones they created.
 */

const Count = Type.Integer({ minimum: 0 });
const AssignmentTypeLiteral = Type.Union(ASSIGNMENT_TYPES.map((t) => Type.Literal(t)));
const child = Type.Optional(Type.String({ maxLength: 64, 'x-invalid': 'Child must be a student id.' }));
const perPage = (n: number) => Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: n }));
const pageNo = Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }));

// ---- Student (and a parent's child) ---------------------------------------------------------------------------------

/**
 * GET dashboard/student/assignment-stat-card (Assignment stats, 002 §3). A partition plus one subset:
 * totalAssignment = completeAssignment + upcomingAssignment + pendingAssignment + assignmentNotSubmitted.
 * - completeAssignment: submitted (on time or late);
 * - upcomingAssignment: not open yet (its dateOfAssignment is after today), not submitted;
 * - pendingAssignment: open now (due today or later), not submitted;
 * - assignmentNotSubmitted: past due, not submitted (missed);
 * - assignmentNotTaken: open or past due and never started (no answer saved, not submitted): a subset of pending + missed.
 */
export const StudentAssignmentStat = Type.Object({
  totalAssignment: Count,
  completeAssignment: Count,
  upcomingAssignment: Count,
  pendingAssignment: Count,
  assignmentNotSubmitted: Count,
  assignmentNotTaken: Count,
});
export type StudentAssignmentStat = Static<typeof StudentAssignmentStat>;
export const StudentAssignmentStatReply = Ok(StudentAssignmentStat);

/**
 * GET dashboard/student/week-assignment-overview: the weekly pie, over this week's assignments (those due Monday to
 * Sunday of the institute's current week): submitted, pending (due today or later, not submitted) and missed (due
 * before today, not submitted). `from`/`to` are the week's Monday and Sunday.
 */
export const StudentWeekAssignmentOverview = Type.Object({
  from: Type.String(),
  to: Type.String(),
  totalAssignment: Count,
  submitted: Count,
  pending: Count,
  missed: Count,
});
export type StudentWeekAssignmentOverview = Static<typeof StudentWeekAssignmentOverview>;
export const StudentWeekAssignmentOverviewReply = Ok(StudentWeekAssignmentOverview);

/**
 * GET dashboard/student/assignment-overview[?year=]: the yearly stacked bar, one row per month of the year (`_id`
 * YYYY-MM, January to December; default this year) over the assignments due that month: submitted, notSubmitted (past
 * due, not submitted) and pending (due today or later, not submitted).
 */
export const StudentAssignmentOverviewQuery = Type.Object({
  child,
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
});
export type StudentAssignmentOverviewQuery = Static<typeof StudentAssignmentOverviewQuery>;
export const StudentAssignmentMonth = Type.Object({
  _id: Type.String(),
  totalAssignment: Count,
  submitted: Count,
  notSubmitted: Count,
  pending: Count,
});
export type StudentAssignmentMonth = Static<typeof StudentAssignmentMonth>;
export const StudentAssignmentOverviewReply = Ok(Type.Array(StudentAssignmentMonth));

/**
 * GET dashboard/student/upcoming-assignment?perPage=5&pageNo=1: the student's assignments not yet due (due today or
 * later) and not submitted, soonest due first. `status` OPEN (may be answered now) or UPCOMING (not open yet);
 * `started`: an answer is saved.
 */
export const STUDENT_UPCOMING_ASSIGNMENT_PAGE = 5;
export const StudentUpcomingAssignmentQuery = Type.Object({ child, perPage: perPage(STUDENT_UPCOMING_ASSIGNMENT_PAGE), pageNo });
export type StudentUpcomingAssignmentQuery = Static<typeof StudentUpcomingAssignmentQuery>;
export const StudentUpcomingAssignment = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  type: AssignmentTypeLiteral,
  chapter: Type.String(),
  subject: Type.Object({ _id: Type.String(), title: Type.String() }),
  dateOfAssignment: Type.String(),
  dueDate: Type.String(),
  fullMark: Type.Number(),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('UPCOMING')]),
  started: Type.Boolean(),
});
export type StudentUpcomingAssignment = Static<typeof StudentUpcomingAssignment>;
export const StudentUpcomingAssignmentList = Paged(StudentUpcomingAssignment);

// ---- Teacher -------------------------------------------------------------------------------------------------------

/**
 * GET dashboard/teacher/assignment-stat: the cards over the teacher's own live assignments. Pending: due today or later
 * (the due date has not passed); Completed: past due; Total: all (pending + completed).
 */
export const TeacherAssignmentStat = Type.Object({
  pendingAssignment: Count,
  completedAssignment: Count,
  totalAssignment: Count,
});
export type TeacherAssignmentStat = Static<typeof TeacherAssignmentStat>;
export const TeacherAssignmentStatReply = Ok(TeacherAssignmentStat);

/**
 * GET dashboard/teacher/assignment-submission-stat-prev?perPage=1|8&pageNo=1: the teacher's assignments already given
 * (dateOfAssignment today or before), latest first (perPage=1: the latest assignment's pie; 8: the Assignment Overview
 * bar). `totalStudentNotSubmitted`: the batch's students now, less those who submitted (at least 0).
 */
export const TEACHER_SUBMISSION_STAT_PAGE = 8;
export const TeacherSubmissionStatQuery = Type.Object({ perPage: perPage(TEACHER_SUBMISSION_STAT_PAGE), pageNo });
export type TeacherSubmissionStatQuery = Static<typeof TeacherSubmissionStatQuery>;
export const TeacherSubmissionStat = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  type: AssignmentTypeLiteral,
  batchId: Type.String(),
  dateOfAssignment: Type.String(),
  dueDate: Type.String(),
  users: Type.Object({
    totalStudent: Count,
    totalStudentSubmitted: Count,
    totalStudentNotSubmitted: Count,
    totalBoysSubmitted: Count,
    totalGirlSubmitted: Count,
    totalOthersSubmitted: Count,
  }),
});
export type TeacherSubmissionStat = Static<typeof TeacherSubmissionStat>;
export const TeacherSubmissionStatList = Paged(TeacherSubmissionStat);

/**
 * GET dashboard/teacher/assignment-type-stat: the Assignment Type Overview donut, one row per type (MCQTYPE, LONGTYPE,
 * ATTACHMENT, always all three) over the teacher's live assignments; `percentage` of the total, 2 decimals (0 when none).
 */
export const TeacherAssignmentTypeRow = Type.Object({ _id: AssignmentTypeLiteral, totalAssignment: Count, percentage: Type.Number() });
export type TeacherAssignmentTypeRow = Static<typeof TeacherAssignmentTypeRow>;
export const TeacherAssignmentTypeStatReply = Ok(Type.Array(TeacherAssignmentTypeRow));
