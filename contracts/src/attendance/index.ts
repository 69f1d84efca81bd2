import { Type, type Static } from '@sinclair/typebox';
import { DateField } from '../dates.js';
import { Ok, Paged } from '../envelope.js';

/** A day: an ISO date (`2026-03-02`), an ISO date-time (read as the institute's day) or epoch milliseconds. */
const Day = (message: string) => DateField('calendar', 'Date', { minLength: 1, 'x-message': message });
const Flag = Type.Optional(Type.Boolean({ 'x-invalid': 'isPresent, isAbsent and isLeave must be true or false.' }));

/** 001 §3 Staff attendance create: exactly one of the three flags is true. */
export const StaffAttendanceBody = Type.Object({
  user: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Staff member is required.' }),
  isPresent: Flag,
  isAbsent: Flag,
  isLeave: Flag,
  date: Day('Date is required.'),
});
export type StaffAttendanceBody = Static<typeof StaffAttendanceBody>;

export const AttendanceStatus = Type.Union([Type.Literal('PRESENT'), Type.Literal('ABSENT'), Type.Literal('LEAVE')]);
export type AttendanceStatus = Static<typeof AttendanceStatus>;

export const StaffAttendanceMarkedReply = Ok(
  Type.Object({
    _id: Type.String(),
    user: Type.String(),
    date: Type.String(),
    isPresent: Type.Boolean(),
    isAbsent: Type.Boolean(),
    isOnLeave: Type.Boolean(),
  }),
);

/** 001 §7 POST staff/attendance-by-date: the grid of a day. */
export const StaffAttendanceByDateBody = Type.Object({
  date: Type.Optional(DateField('calendar', 'Date')),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  sortByName: Type.Optional(
    Type.Union([Type.Literal('A-Z'), Type.Literal('Z-A'), Type.Literal('')], { 'x-invalid': 'sortByName must be A-Z or Z-A.' }),
  ),
  /** MALE or FEMALE lists that gender first; A-Z / Z-A orders by gender. */
  sortByGender: Type.Optional(Type.String({ maxLength: 20 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 30 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
});
export type StaffAttendanceByDateBody = Static<typeof StaffAttendanceByDateBody>;

/**
 * Issue 12 part 8: the approved leave a staff member has on a day (staff_leave, not cancelled). A full day
 * (FULL_DAY or a day of a MULTIPLE_DAY leave) shows as on leave and cannot be marked present or absent; a half day
 * (HALF_DAY, `half` FIRST_HALF or SECOND_HALF) is shown and may still be marked.
 */
export const ApprovedLeaveOnDay = Type.Object({
  leaveId: Type.String(),
  leaveType: Type.String(),
  leaveCode: Type.String(),
  fullDay: Type.Boolean(),
  half: Type.Union([Type.String(), Type.Null()]),
});
export type ApprovedLeaveOnDay = Static<typeof ApprovedLeaveOnDay>;

export const StaffAttendanceRow = Type.Object({
  _id: Type.String(),
  displayName: Type.String(),
  email: Type.String(),
  role: Type.String(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Type.String(), Type.Null()]),
  isPresent: Type.Boolean(),
  isAbsent: Type.Boolean(),
  isOnLeave: Type.Boolean(),
  /** The day's approved leave, if any; on a full day of it `isOnLeave` is true and the others false. */
  leave: Type.Optional(ApprovedLeaveOnDay),
});
export type StaffAttendanceRow = Static<typeof StaffAttendanceRow>;
export const StaffAttendanceByDateReply = Paged(StaffAttendanceRow);

/** 001 §7 POST staff/attendance/{staffId}: the month the date falls in. */
export const StaffAttendanceMonthBody = Type.Object({ date: Type.Optional(DateField('calendar', 'Date')) });
export const StaffIdParams = Type.Object({ staffId: Type.String({ minLength: 1, maxLength: 64 }) });
export const StaffAttendanceMonthReply = Ok(
  Type.Object({
    attendance: Type.Array(
      Type.Object({
        date: Type.String(),
        isPresent: Type.Boolean(),
        isAbsent: Type.Boolean(),
        isOnLeave: Type.Boolean(),
        /** The day's approved leave, if any (a day of approved full-day leave counts as a leave day). */
        leave: Type.Optional(ApprovedLeaveOnDay),
      }),
    ),
    statistic: Type.Object({
      totalPresent: Type.Integer(),
      totalAbsent: Type.Integer(),
      totalLeave: Type.Integer(),
      /** Days of the month with a status. */
      totalDays: Type.Integer(),
    }),
  }),
);

/** Days as YYYY-MM-DD of the institute. One stream per institute, staff member and month. */
export interface StaffAttendanceMarked {
  type: 'StaffAttendanceMarked';
  data: { userId: string; date: string; status: AttendanceStatus };
}
export interface StaffAttendanceChanged {
  type: 'StaffAttendanceChanged';
  data: { userId: string; date: string; status: AttendanceStatus; previousStatus: AttendanceStatus };
}
export type StaffAttendanceEvent = StaffAttendanceMarked | StaffAttendanceChanged;
