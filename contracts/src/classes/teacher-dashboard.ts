import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged } from '../envelope.js';

/**
 * The teacher's dashboard (002 §2 Teacher dashboard, Teacher attendance dashboard; §3 Teacher dashboard stats):
 * `GET dashboard/teacher/*` for the calling TEACHER. "The teacher's batches" are the batches they head, are assigned to
 * or hold a timetable slot in; "their classes" are the classes they teach (not cancelled, not on a holiday).
 * Exams: the live exams of the teacher's batches; assignments: the live assignments they created (docs/api.md).
 */

const Count = Type.Integer({ minimum: 0 });

/** Cards: Total Classes, Total Batches, Total Exams, Total Assignments, My Attendance, Online Classes. */
export const TeacherDashboardStat = Type.Object({
  totalClass: Count,
  totalBatch: Count,
  totalExam: Count,
  totalAssignment: Count,
  totalOnlineClass: Count,
  attendanceData: Type.Object({ teacherAttended: Count, totalAttendance: Count }),
});
export type TeacherDashboardStat = Static<typeof TeacherDashboardStat>;
export const TeacherDashboardStatReply = Ok(TeacherDashboardStat);

/**
 * The teacher's own attendance this calendar year (staff attendance and approved leave). `todaysDate` is when today's
 * attendance was reported (the Reporting Time card), null when today is not marked present.
 */
export const TeacherAttendanceStat = Type.Object({
  todaysDate: Type.Union([Type.String(), Type.Null()]),
  totalPresent: Count,
  totalAttendance: Count,
  totalLeave: Count,
  totalAbsent: Count,
  /** Holidays of the institute this year so far (the Leave Holidays card). */
  totalHoliday: Count,
  year: Type.Integer(),
});
export type TeacherAttendanceStat = Static<typeof TeacherAttendanceStat>;
export const TeacherAttendanceStatReply = Ok(TeacherAttendanceStat);

/** One row per month of the year (`_id` YYYY-MM), January to December. */
export const TeacherAttendanceMonth = Type.Object({ _id: Type.String(), Leave: Count, Absent: Count, Attended: Count });
export type TeacherAttendanceMonth = Static<typeof TeacherAttendanceMonth>;
export const TeacherAttendanceMonthlyReply = Ok(Type.Array(TeacherAttendanceMonth));

const BatchNames = {
  _id: Type.String(),
  course: Type.Union([Type.String(), Type.Null()]),
  branch: Type.Union([Type.String(), Type.Null()]),
  session: Type.Union([Type.String(), Type.Null()]),
};

export const TeacherBatchStudents = Type.Object({
  ...BatchNames,
  students: Type.Object({ MALE: Count, FEMALE: Count, OTHER: Count }),
  totalStudent: Count,
});
export type TeacherBatchStudents = Static<typeof TeacherBatchStudents>;
export const TeacherBatchStudentsReply = Ok(Type.Array(TeacherBatchStudents));

export const TeacherBatchClasses = Type.Object({ ...BatchNames, totalClass: Count });
export type TeacherBatchClasses = Static<typeof TeacherBatchClasses>;
export const TeacherBatchClassesPage = Paged(TeacherBatchClasses);
export const TeacherBatchClassesReply = Ok(Type.Array(TeacherBatchClasses));

export const TeacherBatchWork = Type.Object({ totalClasses: Count, totalExams: Count, totalAssignments: Count });
export type TeacherBatchWork = Static<typeof TeacherBatchWork>;
export const TeacherBatchWorkReply = Ok(TeacherBatchWork);

/** Batch Assigned (the teacher's batches) and Batch Completed (those marked completed). */
export const TeacherBatchCard = Type.Object({ totalAssign: Count, totalCompleted: Count });
export type TeacherBatchCard = Static<typeof TeacherBatchCard>;
export const TeacherBatchCardReply = Ok(TeacherBatchCard);

/** `?year=` (default: this year). */
export const TeacherYearQuery = Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) });
export type TeacherYearQuery = Static<typeof TeacherYearQuery>;

export const TeacherMonthlyClasses = Type.Object({
  _id: Type.String(),
  courseWise: Type.Array(Type.Object({ course: Type.String(), classCount: Count })),
});
export type TeacherMonthlyClasses = Static<typeof TeacherMonthlyClasses>;
export const TeacherMonthlyClassesReply = Ok(Type.Array(TeacherMonthlyClasses));

/** `_id` a weekday (Monday…Sunday) of the current week, or a month (YYYY-MM). */
export const TeacherClassCount = Type.Object({ _id: Type.String(), totalClass: Count });
export type TeacherClassCount = Static<typeof TeacherClassCount>;
export const TeacherClassCountsReply = Ok(Type.Array(TeacherClassCount));

/** A class on the Upcoming Classes list. */
export const TeacherUpcomingClass = Type.Object({
  _id: Type.String(),
  subject: Type.Object({ _id: Type.String(), title: Type.String() }),
  batch: Type.Object(BatchNames),
  startTime: Type.String(),
  endTime: Type.String(),
  type: Type.String(),
  classRoom: Type.String(),
});
export type TeacherUpcomingClass = Static<typeof TeacherUpcomingClass>;

/** Timetable stat cards (Online Classes, Upcoming Classes), today's count and the next five classes. */
export const TeacherTimetableStat = Type.Object({
  todaysClass: Count,
  onlineClass: Count,
  upcomingClass: Count,
  upcoming: Type.Array(TeacherUpcomingClass),
});
export type TeacherTimetableStat = Static<typeof TeacherTimetableStat>;
export const TeacherTimetableStatReply = Ok(TeacherTimetableStat);

/**
 * LMS stat cards: Todays Class (the teacher's online classes today), Upcoming Class (the next online start today, or null:
 * '--:--'), Students, Batches.
 */
export const TeacherLmsCardStat = Type.Object({
  totalTodaysClass: Count,
  upcomingClass: Type.Union([Type.String(), Type.Null()]),
  totalStudent: Count,
  totalBatch: Count,
});
export type TeacherLmsCardStat = Static<typeof TeacherLmsCardStat>;
export const TeacherLmsCardStatReply = Ok(TeacherLmsCardStat);

/** The upcoming classes widget shows at most five (002 §9). */
export const TEACHER_UPCOMING_CLASSES = 5;
/** The batch-wise class list pages by seven (002 §9). */
export const TEACHER_BATCH_WISE_CLASS_PAGE = 7;

/** A row of GET batch/teacher?perPage=5&pageNo (the teacher's batch list, 002 §2). */
export const TeacherBatchRow = Type.Object({
  _id: Type.String(),
  description: Type.String(),
  course: Type.String(),
  branch: Type.String(),
  session: Type.String(),
  isBatchCompleted: Type.Boolean(),
  totalStudents: Type.Integer(),
});
export type TeacherBatchRow = Static<typeof TeacherBatchRow>;
