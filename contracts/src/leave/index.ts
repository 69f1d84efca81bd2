import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DateField, daysFromTo } from '../dates.js';
import { Ok, Paged, PageQuery } from '../envelope.js';
import type { LeaveApplicationEvent } from './applications.js';

/** 000 §9 constants. */
export const LEAVE_CODES = ['SICK_LEAVE', 'CASUAL_LEAVE'] as const;
export type LeaveCode = (typeof LEAVE_CODES)[number];
export const LEAVE_TYPES = ['HALF_DAY', 'FULL_DAY', 'MULTIPLE_DAY'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const LEAVE_HALVES = ['firstHalf', 'secondHalf'] as const;
export type LeaveHalf = (typeof LEAVE_HALVES)[number];
/** Where a leave stands on the institute's calendar today (computed when read). */
export const LEAVE_STATUSES = ['UPCOMING', 'ONGOING', 'PAST', 'CANCELLED'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

const Day = (message: string) => DateField('calendar', 'Leave date', { minLength: 1, 'x-message': message });

/**
 * 000 §7 POST staff/leave/create and PUT staff/leave/edit/{id}. Dates are `YYYY-MM-DD` (an ISO date-time is read
 * as the institute's day). additionalLeaveInfo only for HALF_DAY, expectedJoiningDate (the last day of the leave)
 * only for MULTIPLE_DAY; either sent for another type is ignored.
 */
export const LeaveBody = Type.Object({
  staff: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Employee name is required.' }),
  leaveCode: Type.Union([Type.Literal('SICK_LEAVE'), Type.Literal('CASUAL_LEAVE')], {
    'x-message': 'Leave Code is required.',
    'x-invalid': 'Leave code must be SICK_LEAVE or CASUAL_LEAVE.',
  }),
  leaveType: Type.Union([Type.Literal('HALF_DAY'), Type.Literal('FULL_DAY'), Type.Literal('MULTIPLE_DAY')], {
    'x-message': 'Leave type is required.',
    'x-invalid': 'Leave type must be HALF_DAY, FULL_DAY or MULTIPLE_DAY.',
  }),
  leaveDate: Day('Leave date is required.'),
  reason: Type.String({ minLength: 1, maxLength: 1000, 'x-message': 'Reason is required.' }),
  additionalLeaveInfo: Type.Optional(
    Type.Union([Type.Literal('firstHalf'), Type.Literal('secondHalf'), Type.Literal(''), Type.Null()], {
      'x-invalid': 'Please choose first or second half.',
    }),
  ),
  expectedJoiningDate: Type.Optional(Type.Union([DateField('calendar', 'Expected joining date'), Type.Null()])),
});
export type LeaveBody = Static<typeof LeaveBody>;

/** DELETE staff/leave/delete/{id}: the leave is cancelled (an event), never erased. */
export const CancelLeaveBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) });

export const LeaveListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    staff: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(DateField('report', 'from')),
    to: Type.Optional(DateField('report', 'to')),
    leaveCode: Type.Optional(
      Type.Union([Type.Literal('SICK_LEAVE'), Type.Literal('CASUAL_LEAVE'), Type.Literal('')], {
        'x-invalid': 'Leave code must be SICK_LEAVE or CASUAL_LEAVE.',
      }),
    ),
    status: Type.Optional(
      Type.Union([...LEAVE_STATUSES.map((s) => Type.Literal(s)), Type.Literal('')], {
        'x-invalid': 'Status must be UPCOMING, ONGOING, PAST or CANCELLED.',
      }),
    ),
  }),
]);
export type LeaveListQuery = Static<typeof LeaveListQuery>;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const LeaveRow = Type.Object({
  _id: Type.String(),
  staff: Type.Object({
    _id: Type.String(),
    displayName: Type.String(),
    email: Type.String(),
    role: Type.String(),
    photoUrl: Nullable(Type.String()),
  }),
  leaveCode: Type.String(),
  leaveType: Type.String(),
  /** The spec's other name for leaveType. */
  typeOfLeave: Type.String(),
  leaveDate: Type.String(),
  /** The last day of a multi-day leave; null otherwise. */
  expectedJoiningDate: Nullable(Type.String()),
  additionalLeaveInfo: Nullable(Type.String()),
  /** First and last day the leave covers (the same day for half and full days). */
  endDate: Type.String(),
  /** 0.5 for a half day, 1 for a full day, the calendar days of a multi-day leave. */
  days: Type.Number(),
  reason: Type.String(),
  status: Type.String(),
  cancellation: Nullable(Type.Object({ reason: Nullable(Type.String()), at: Type.String(), by: Type.String() })),
  /** PENDING, APPROVED or REJECTED (`LEAVE_APPROVALS`): the office's recording is APPROVED at once. */
  approval: Type.String(),
  /** True when the employee applied for it themselves (staff/leave/apply). */
  applied: Type.Boolean(),
  /** Who approved or rejected an application, when, and the note or reason; null while pending or when recorded. */
  decision: Nullable(Type.Object({ reason: Nullable(Type.String()), at: Type.String(), by: Type.String(), byName: Type.String() })),
  createdAt: Type.String(),
  createdBy: Type.String(),
  updatedAt: Type.String(),
});
export type LeaveRow = Static<typeof LeaveRow>;
export const LeaveReply = Ok(LeaveRow);
export const LeaveList = Paged(LeaveRow);

/** The facts of one leave, as recorded and as edited. Days are `YYYY-MM-DD` of the institute. */
export interface StaffLeaveFacts {
  leaveId: string;
  staffId: string;
  leaveCode: LeaveCode;
  leaveType: LeaveType;
  leaveDate: string;
  additionalLeaveInfo?: LeaveHalf;
  expectedJoiningDate?: string;
  reason: string;
}

/** What decides how long a leave is. */
export type LeaveDates = Partial<Pick<StaffLeaveFacts, 'leaveType' | 'leaveDate' | 'expectedJoiningDate'>>;

/** The last day a leave covers: its joining date for several days, else its one day. */
export const leaveLastDay = (l: LeaveDates): string | undefined => (l.leaveType === 'MULTIPLE_DAY' ? l.expectedJoiningDate : l.leaveDate);

/**
 * How long a leave is: 0.5 for a half day, 1 for a full day, the calendar days from the first to the last for
 * several, both counted. Null for facts that make no leave (no day, a last day before the first, an unknown type).
 * The one count of leave days: the decider, the replies and the `staff_leave` read model all use it.
 */
export function leaveDays(l: LeaveDates): number | null {
  const last = leaveLastDay(l);
  if (!l.leaveDate || !last || !l.leaveType || !LEAVE_TYPES.includes(l.leaveType)) return null;
  const n = daysFromTo(l.leaveDate, last);
  if (n === null || n < 1) return null;
  return l.leaveType === 'HALF_DAY' ? 0.5 : n;
}

export interface StaffLeaveRecorded {
  type: 'StaffLeaveRecorded';
  data: StaffLeaveFacts;
}
export interface StaffLeaveEdited {
  type: 'StaffLeaveEdited';
  data: StaffLeaveFacts;
}
export interface StaffLeaveCancelled {
  type: 'StaffLeaveCancelled';
  data: { leaveId: string; staffId: string; reason?: string };
}
export type StaffLeaveEvent = StaffLeaveRecorded | StaffLeaveEdited | StaffLeaveCancelled | LeaveApplicationEvent;
