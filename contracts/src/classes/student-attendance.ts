import { Type, type Static } from '@sinclair/typebox';
import { Ok } from '../envelope.js';
import { DateField } from '../dates.js';
// ---- live classes (live-read) ----
import { LiveAttendanceTimes } from './live.js';
// ---- end live classes ----

/**
 * A student's attendance in classes (001 §7, 002 §2 Attendance calendar, §3 Attendance record, Student attendance stat,
 * Credit; issue 12 parts 3 and 4). Everything here is read from the `lecture_mark` and `lecture` read models.
 */

export const StudentAttendanceParams = Type.Object({ studentId: Type.String({ minLength: 1, maxLength: 64 }) });
export type StudentAttendanceParams = Static<typeof StudentAttendanceParams>;

/** `date`: any day of the month asked for (epoch milliseconds, as the panel sends, or an ISO date); today's month when left out. */
export const StudentAttendanceQuery = Type.Object({ date: Type.Optional(DateField('calendar', 'Date')) });
export type StudentAttendanceQuery = Static<typeof StudentAttendanceQuery>;

const Subject = Type.Object({ _id: Type.String(), title: Type.String() });
const ClassRef = Type.Object({ _id: Type.String(), startTime: Type.String(), endTime: Type.String(), subject: Subject });

/** 002 §3 Attendance record, as the calendar reads it: one per class the student has a mark in. */
export const StudentAttendanceRecord = Type.Object({
  _id: Type.String(),
  classId: Type.String(),
  class: ClassRef,
  /** The institute's day of the class (YYYY-MM-DD), the calendar's cell. */
  date: Type.String(),
  isPresent: Type.Boolean(),
  isAbsent: Type.Boolean(),
  isOnLeave: Type.Boolean(),
  credit: Type.Number(),
  markedAt: Type.String(),
  // ---- live classes (live-read) ----
  /** The student's time in the live class (all null/0/false for a class they never joined, or an offline one). */
  ...LiveAttendanceTimes.properties,
  // ---- end live classes ----
});
export type StudentAttendanceRecord = Static<typeof StudentAttendanceRecord>;

/** A class of the student's batch that was held (started, not cancelled, not on a holiday) and has no mark: "Not Available". */
export const StudentUnmarkedClass = Type.Object({ _id: Type.String(), class: ClassRef, date: Type.String() });
export type StudentUnmarkedClass = Static<typeof StudentUnmarkedClass>;

export const StudentAttendanceStatistic = Type.Object({
  totalPresent: Type.Integer(),
  totalAbsent: Type.Integer(),
  totalLeave: Type.Integer(),
  /** Classes of the month with a mark (present, absent or leave). */
  totalClass: Type.Integer(),
  /** Classes of the month held without a mark for the student. */
  totalNotAvailable: Type.Integer(),
});
export type StudentAttendanceStatistic = Static<typeof StudentAttendanceStatistic>;

export const StudentAttendanceMonth = Type.Object({
  /** The month shown, YYYY-MM in the institute's time zone. */
  month: Type.String(),
  attendance: Type.Array(StudentAttendanceRecord),
  notAvailable: Type.Array(StudentUnmarkedClass),
  /** Holiday days of the institute in the month. */
  holidays: Type.Array(Type.Object({ date: Type.String(), title: Type.String() })),
  statistic: StudentAttendanceStatistic,
});
export type StudentAttendanceMonth = Static<typeof StudentAttendanceMonth>;
export const StudentAttendanceReply = Ok(StudentAttendanceMonth);

// ---- Credit ---------------------------------------------------------------------------------------------------------

export const StudentCreditParams = Type.Object({ studentOrParentId: Type.String({ minLength: 1, maxLength: 64 }) });
export type StudentCreditParams = Static<typeof StudentCreditParams>;
/** A parent naming their own id picks the child with `child` (else their first linked child). */
export const StudentChildQuery = Type.Object({ child: Type.Optional(Type.String({ maxLength: 64 })) });
export type StudentChildQuery = Static<typeof StudentChildQuery>;

/**
 * 002 §3 Credit (docs/decisions/0019-attendance-credit.md): `creditScore` = 100 × credits of the classes attended ÷
 * credits of the classes held for the student (present or absent; a leave is excused), 0 while none was held.
 */
export const StudentCredit = Type.Object({
  creditScore: Type.Number(),
  studentId: Type.String(),
  attendedCredit: Type.Number(),
  heldCredit: Type.Number(),
  leaveCredit: Type.Number(),
});
export type StudentCredit = Static<typeof StudentCredit>;
export const StudentCreditReply = Ok(StudentCredit);

// ---- Student dashboard ------------------------------------------------------------------------------------------------

/**
 * 002 §3 Student attendance stat, over all the student's marks: totalAttendance = classes attended (= totalPresent),
 * totalLeaveTaken = totalLeave, totalClassAbsent = totalAbsent, totalClass = classes with a mark, totalHolidays = holiday
 * days of the institute in the current calendar year.
 */
export const StudentAttendanceStat = Type.Object({
  totalAttendance: Type.Integer(),
  totalLeaveTaken: Type.Integer(),
  totalClassAbsent: Type.Integer(),
  totalHolidays: Type.Integer(),
  totalClass: Type.Integer(),
  totalPresent: Type.Integer(),
  totalAbsent: Type.Integer(),
  totalLeave: Type.Integer(),
});
export type StudentAttendanceStat = Static<typeof StudentAttendanceStat>;
export const StudentAttendanceStatReply = Ok(StudentAttendanceStat);

/** The last twelve months (institute time zone), oldest first, months without a mark included with zeros. */
export const MonthlyAttendanceRow = Type.Object({
  _id: Type.String(),
  totalAttended: Type.Integer(),
  totalAbsent: Type.Integer(),
  totalLeave: Type.Integer(),
});
export type MonthlyAttendanceRow = Static<typeof MonthlyAttendanceRow>;
export const MonthlyAttendanceReply = Ok(Type.Array(MonthlyAttendanceRow));
