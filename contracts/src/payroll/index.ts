import { Type, type Static } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { Rupees } from '../amounts.js';
import { Ok, Paged, PageQuery } from '../envelope.js';

/** 000 §9 / 001 §9: staff payment types, methods and the one status. */
export const STAFF_PAYMENT_TYPES = ['SALARY', 'BONUS', 'OTHER'] as const;
export type StaffPaymentType = (typeof STAFF_PAYMENT_TYPES)[number];
export const STAFF_PAYMENT_METHODS = ['ONLINE', 'CASH'] as const;
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];
/** Who is paid: "Teachers and staff are listed for leave and pay" (000 §9). */
export const PAYABLE_ROLES = ['TEACHER', 'STAFF'] as const;

/** Page sizes (001 §9): the payment history drawer 15, the salary overview's transactions 10. */
export const STAFF_PAYMENT_DRAWER_PAGE = 15;
export const STAFF_PAYMENT_OVERVIEW_PAGE = 10;

/**
 * POST staff/payment/create/:staffId (000 §7). Messages from 001 §5 "Payment form (staff)"; 000 §5 words them
 * differently ('Mode of payment is required.', 'Month is required.', 'Amount is required.'): one set had to win.
 */
export const CreateStaffPaymentBody = Type.Object({
  paymentType: Type.Union([Type.Literal('SALARY'), Type.Literal('BONUS'), Type.Literal('OTHER')], {
    'x-message': 'Payment type is required.',
    'x-invalid': 'Payment type must be SALARY, BONUS or OTHER.',
  }),
  paymentMethod: Type.Union([Type.Literal('ONLINE'), Type.Literal('CASH')], {
    'x-message': 'Payment method is required.',
    'x-invalid': 'Payment method must be ONLINE or CASH.',
  }),
  amount: Rupees({
    'x-message': 'Payment amount is required.',
    'x-invalid': 'Payment amount must be a positive number.',
  }),
  paymentMonth: Type.String({
    minLength: 1,
    maxLength: 40,
    [WINDOW]: 'calendar',
    'x-label': 'Payment date',
    'x-message': 'Payment date is required.',
    'x-invalid': 'Payment date must be a date, e.g. 2026-03-01.',
  }),
  /** Always SUCCESSFUL (000 §6): anything else is refused rather than silently changed. */
  paymentStatus: Type.Optional(
    Type.Literal('SUCCESSFUL', { 'x-invalid': 'Payment status must be SUCCESSFUL: a staff payment is recorded as paid.' }),
  ),
  /** The spec's online flag (001 §7); cash and online both post directly, so it changes nothing. */
  status: Type.Optional(Type.Boolean()),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type CreateStaffPaymentBody = Static<typeof CreateStaffPaymentBody>;

export const ReverseStaffPaymentBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 500, 'x-message': 'Reason is required.' }),
});
export type ReverseStaffPaymentBody = Static<typeof ReverseStaffPaymentBody>;

export const PayrollStaffParams = Type.Object({ staffId: Type.String({ minLength: 1, maxLength: 64 }) });
export const StaffPaymentIdParams = Type.Object({ paymentId: Type.String({ minLength: 1, maxLength: 64 }) });

const Reversal = Type.Object({ reason: Type.String(), at: Type.String(), by: Type.String() });

/** 001 §3 Staff payment, plus the reversal when there is one. */
export const StaffPayment = Type.Object({
  _id: Type.String(),
  /** The payslip's number, `PAY-<YYYYMMDD paid, India>-<first 8 of the id>` (docs/api.md "Payslips"): what people quote. */
  payslipNo: Type.String(),
  staffId: Type.String(),
  paymentType: Type.Union([Type.Literal('SALARY'), Type.Literal('BONUS'), Type.Literal('OTHER')]),
  paymentMethod: Type.Union([Type.Literal('ONLINE'), Type.Literal('CASH')]),
  /** The first day of the month paid for, YYYY-MM-DD. */
  paymentMonth: Type.String(),
  amount: Type.Number(),
  paymentStatus: Type.Union([Type.Literal('SUCCESSFUL'), Type.Literal('REVERSED')]),
  note: Type.Optional(Type.String()),
  createdAt: Type.String(),
  createdBy: Type.String(),
  reversal: Type.Optional(Reversal),
});
export type StaffPayment = Static<typeof StaffPayment>;

/** A row of the institute-wide list: the payment and who was paid. */
export const StaffPaymentWithStaff = Type.Composite([
  StaffPayment,
  Type.Object({ staff: Type.Object({ _id: Type.String(), displayName: Type.String(), role: Type.String() }) }),
]);
export type StaffPaymentWithStaff = Static<typeof StaffPaymentWithStaff>;

export const StaffPaymentReply = Ok(StaffPayment);
export const StaffPaymentList = Paged(StaffPayment);
export const StaffPaymentInstituteList = Paged(StaffPaymentWithStaff);

export const StaffPaymentListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    month: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
        [WINDOW]: 'report',
        'x-label': 'Month',
        'x-invalid': 'Month must be YYYY-MM, e.g. 2026-03.',
      }),
    ),
    paymentType: Type.Optional(
      Type.Union([Type.Literal('SALARY'), Type.Literal('BONUS'), Type.Literal('OTHER')], {
        'x-invalid': 'Payment type must be SALARY, BONUS or OTHER.',
      }),
    ),
  }),
]);

/** GET staff/payment/mine: the caller's own payments (month, amount, mode, date, status), newest first. */
export const MyStaffPaymentsQuery = StaffPaymentListQuery;

export const StaffPaymentOverview = Type.Object({
  /** Successful (not reversed) payments whose month falls in the current calendar year. */
  totalAmountPaidThisYear: Type.Number(),
  /** Successful (not reversed) payments of all time. */
  totalPayments: Type.Integer(),
  lastPayment: Type.Optional(StaffPayment),
  staff: Type.Object({
    _id: Type.String(),
    displayName: Type.String(),
    role: Type.String(),
    employmentCode: Type.Optional(Type.String()),
  }),
});
export type StaffPaymentOverview = Static<typeof StaffPaymentOverview>;
export const StaffPaymentOverviewReply = Ok(StaffPaymentOverview);

export interface StaffPaymentRecorded {
  type: 'StaffPaymentRecorded';
  data: {
    paymentId: string;
    staffId: string;
    paymentType: StaffPaymentType;
    paymentMethod: StaffPaymentMethod;
    paymentStatus: 'SUCCESSFUL';
    /** The first day of the month paid for, YYYY-MM-DD. */
    paymentMonth: string;
    amount: number;
    note?: string;
  };
}
export interface StaffPaymentReversed {
  type: 'StaffPaymentReversed';
  data: { paymentId: string; staffId: string; amount: number; reason: string };
}
export type StaffPaymentEvent = StaffPaymentRecorded | StaffPaymentReversed;
