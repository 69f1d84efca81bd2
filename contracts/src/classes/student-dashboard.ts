import { Type, type Static } from '@sinclair/typebox';
import { Ok } from '../envelope.js';
import { ClassView } from './index.js';

/**
 * The student's dashboards (002 §2 Student dashboards, §3 Student dashboard stats, §7 dashboard/student/*): read from the
 * `lecture` and `lecture_mark` read models for the calling STUDENT, or a PARENT's linked child named by `?child=` (the
 * first child when none is named). Classes counted are the student's batch's held classes: started, not cancelled, not
 * on a holiday of the institute.
 */
export const StudentDashboardQuery = Type.Object({
  child: Type.Optional(Type.String({ maxLength: 64, 'x-invalid': 'Child must be a student id.' })),
});
export type StudentDashboardQuery = Static<typeof StudentDashboardQuery>;

const Count = Type.Integer({ minimum: 0 });

/**
 * GET dashboard/student/dashboard-stat. `totalAttendance` is the held classes the student was marked present in.
 * `totalAssignments` and `totalExams` are the live assignments and exams of the student's batch. `totalAbsent` and `totalLeave` (beyond the
 * spec) feed the profile stat block (Total classes, Attend, Absent, Total Leave).
 */
export const StudentDashboardStat = Type.Object({
  totalClasses: Count,
  totalAssignments: Count,
  totalExams: Count,
  totalAttendance: Count,
  totalAbsent: Count,
  totalLeave: Count,
});
export type StudentDashboardStat = Static<typeof StudentDashboardStat>;
export const StudentDashboardStatReply = Ok(StudentDashboardStat);

/** GET dashboard/student/get-monthly-class: the last 12 months (`_id` YYYY-MM, oldest first), held classes per subject. */
export const MonthlyClassRow = Type.Object({
  _id: Type.String(),
  subjectData: Type.Array(Type.Object({ subject: Type.String(), totalClass: Count })),
});
export type MonthlyClassRow = Static<typeof MonthlyClassRow>;
export const MonthlyClassReply = Ok(Type.Array(MonthlyClassRow));

/** GET dashboard/student/get-subject-progress: held classes per subject ('Other' for a subject without a title). */
export const SubjectProgressRow = Type.Object({ title: Type.String(), totalClass: Count });
export type SubjectProgressRow = Static<typeof SubjectProgressRow>;
export const SubjectProgressReply = Ok(Type.Array(SubjectProgressRow));

/**
 * GET dashboard/student/timetable-weekly-stat: this week's (Monday to now) held classes per subject and how many the
 * student attended; `classAbsent` and `classLeave` (beyond the spec) are the marks Absent and Leave.
 */
export const WeeklyClassStatRow = Type.Object({
  subject: Type.String(),
  totalClass: Count,
  classAttended: Count,
  classAbsent: Count,
  classLeave: Count,
});
export type WeeklyClassStatRow = Static<typeof WeeklyClassStatRow>;
export const WeeklyClassStatReply = Ok(Type.Array(WeeklyClassStatRow));

/**
 * GET dashboard/student/timetable-stat-card, for today in the institute: the day's classes (not cancelled, not a
 * holiday), those not started yet, and those the student was marked present in.
 */
export const TimetableStatCard = Type.Object({ totalTodaysClass: Count, upcomingClass: Count, attendedClass: Count });
export type TimetableStatCard = Static<typeof TimetableStatCard>;
export const TimetableStatCardReply = Ok(TimetableStatCard);

/** GET dashboard/student/get-upcoming-class: the next 3 classes (in progress or to come; not cancelled, not a holiday). */
export const UpcomingClassReply = Ok(Type.Array(ClassView));
export const UPCOMING_CLASSES_SHOWN = 3;
