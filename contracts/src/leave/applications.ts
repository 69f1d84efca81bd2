import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged, PageQuery } from '../envelope.js';
import { LEAVE_CODES, LeaveBody, LeaveRow, type LeaveCode, type StaffLeaveFacts } from './index.js';

/**
 * Where a leave stands with its approvers. The office's direct recording is APPROVED at once; an employee's own
 * application is PENDING until an approver approves or rejects it. Only APPROVED leave counts anywhere (lists of
 * leave, the staff dashboard, quotas' "used").
 */
export const LEAVE_APPROVALS = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type LeaveApproval = (typeof LEAVE_APPROVALS)[number];

/** The states an application is listed by: its approval, or CANCELLED once withdrawn or cancelled. */
export const APPLICATION_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** POST staff/leave/apply: the caller's own leave, the same fields as the office's form less the employee. */
export const ApplyLeaveBody = Type.Omit(LeaveBody, ['staff']);
export type ApplyLeaveBody = Static<typeof ApplyLeaveBody>;

/** PUT staff/leave/approve/{id}: an optional note for the applicant. */
export const ApproveLeaveBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 1000 })) });
export type ApproveLeaveBody = Static<typeof ApproveLeaveBody>;

/** PUT staff/leave/reject/{id}: the reason is required; the applicant reads it. */
export const RejectLeaveBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 1000, 'x-message': 'Reason is required.' }),
});
export type RejectLeaveBody = Static<typeof RejectLeaveBody>;

/** PUT staff/leave/withdraw/{id}: the applicant cancels their own pending application. */
export const WithdrawLeaveBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) });
export type WithdrawLeaveBody = Static<typeof WithdrawLeaveBody>;

export const ApplicationListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    state: Type.Optional(
      Type.Union([...APPLICATION_STATES.map((s) => Type.Literal(s)), Type.Literal('')], {
        'x-invalid': 'State must be PENDING, APPROVED, REJECTED or CANCELLED.',
      }),
    ),
  }),
]);
export type ApplicationListQuery = Static<typeof ApplicationListQuery>;

export const ApplicationList = Paged(LeaveRow);
export const PendingCountReply = Ok(Type.Object({ pendingCount: Type.Integer({ minimum: 0 }) }));

/** Yearly days of one leave code; null: no quota (unlimited). Half days count 0.5. */
export const QuotaDays = Type.Union([Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5 }), Type.Null()], {
  'x-invalid': 'A quota is a number of days from 0 to 366 (half days allowed), or empty for no quota.',
});

/** PUT staff/leave/quota: the institute's yearly quota per leave code (calendar year, January to December). */
export const LeaveQuotaBody = Type.Object({
  quotas: Type.Array(
    Type.Object({
      leaveCode: Type.Union(
        LEAVE_CODES.map((c) => Type.Literal(c)),
        { 'x-message': 'Leave Code is required.', 'x-invalid': 'Leave code must be SICK_LEAVE or CASUAL_LEAVE.' },
      ),
      days: QuotaDays,
    }),
    { minItems: 1, maxItems: LEAVE_CODES.length },
  ),
});
export type LeaveQuotaBody = Static<typeof LeaveQuotaBody>;

export const LeaveQuotaRow = Type.Object({ leaveCode: Type.String(), days: Type.Union([Type.Number(), Type.Null()]) });
export type LeaveQuotaRow = Static<typeof LeaveQuotaRow>;
export const LeaveQuotaReply = Ok(Type.Array(LeaveQuotaRow));

export const LeaveBalanceQuery = Type.Object({
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, 'x-invalid': 'Year must be between 2000 and 2100.' })),
  staff: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LeaveBalanceQuery = Static<typeof LeaveBalanceQuery>;

/** One person's leave of one code in one calendar year: approved (used), waiting (pending), and what is left. */
export const LeaveBalanceRow = Type.Object({
  leaveCode: Type.String(),
  quota: Type.Union([Type.Number(), Type.Null()]),
  used: Type.Number(),
  pending: Type.Number(),
  /** quota − used − pending, never below 0; null without a quota. */
  left: Type.Union([Type.Number(), Type.Null()]),
});
export type LeaveBalanceRow = Static<typeof LeaveBalanceRow>;
export const LeaveBalanceReply = Ok(Type.Object({ year: Type.Integer(), staffId: Type.String(), balances: Type.Array(LeaveBalanceRow) }));

/** An employee applied for their own leave: PENDING until decided. */
export interface StaffLeaveApplied {
  type: 'StaffLeaveApplied';
  data: StaffLeaveFacts;
}
/**
 * An approver approved an application. It carries the leave's facts, so a read model that counts leave takes it
 * like a recorded one.
 */
export interface StaffLeaveApproved {
  type: 'StaffLeaveApproved';
  data: StaffLeaveFacts & { note?: string };
}
export interface StaffLeaveRejected {
  type: 'StaffLeaveRejected';
  data: { leaveId: string; staffId: string; leaveCode: LeaveCode; leaveDate: string; reason: string };
}
export interface LeaveQuotaSet {
  type: 'LeaveQuotaSet';
  data: { leaveCode: LeaveCode; days: number | null };
}
export type LeaveApplicationEvent = StaffLeaveApplied | StaffLeaveApproved | StaffLeaveRejected;
