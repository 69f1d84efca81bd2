export * from './standing.js';
export * from './adjustments.js';
export * from './reminders.js';
import {
  ConcessionRow as ConcessionRowSchema,
  LateFeeFields,
  LateFeeSetting,
  type ChargeKind,
  type LateFeeType,
  type StudentChargeAdjustmentEvent,
} from './adjustments.js';
import { Type, type Static } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { Rupees } from '../amounts.js';
import { Ok, Paged, PageQuery } from '../envelope.js';
import { CHARGE_STANDINGS } from './standing.js';

/** Student fees and payments (000 §2–§9, 001 §5–§7; the money design of issue #5). */
export const STUDENT_FEE_TYPES = ['ONETIME', 'RECURRING'] as const;
export type StudentFeeType = (typeof STUDENT_FEE_TYPES)[number];
export const STUDENT_PAYMENT_MODES = ['CASH', 'ONLINE'] as const;
export type StudentPaymentMode = (typeof STUDENT_PAYMENT_MODES)[number];
export type StudentChargeStatus = 'PENDING' | 'PARTIAL' | 'PAID' | 'CANCELLED';
export type StudentPaymentStatus = 'SUCCESSFUL' | 'REVERSED';
export type PaymentProviderName = 'sandbox' | 'razorpay';

/** What every screen, receipt and ledger row says of a sandbox payment. */
export const TEST_PAYMENT_LABEL = 'TEST PAYMENT — no money was received';
/**
 * A payment made through the sandbox: marked `test: true` on its event (older events: provider 'sandbox'). Test
 * payments settle the fee but are kept out of the money totals (ledger source TEST_FEE_PAYMENT, payment dashboard).
 */
export const isTestPayment = (d: { test?: boolean; provider?: string }) => d.test === true || d.provider === 'sandbox';

const Day = (message: string, invalid: string) =>
  Type.String({ minLength: 1, maxLength: 40, [WINDOW]: 'calendar', 'x-message': message, 'x-invalid': invalid });
const Amount = Rupees({
  'x-message': 'Amount is required.',
  'x-invalid': 'Amount must be a positive number.',
});

/** `POST student-fee/create` (Set Student Fees). Dates are YYYY-MM-DD or ISO date-times. */
export const CreateStudentFeeBody = Type.Object({
  fees: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Fee is required.' }),
  batch: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Batch is required.' }),
  amount: Amount,
  feeType: Type.Union([Type.Literal('ONETIME'), Type.Literal('RECURRING')], {
    'x-message': 'Fee type is required.',
    'x-invalid': 'Fee type must be ONETIME or RECURRING.',
  }),
  startDate: Day('Start date is required.', 'Start date must be a date.'),
  endDate: Day('End date is required.', 'End date must be a date.'),
  dueDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 28, 'x-invalid': 'Due day must be a day from 1 to 28.' })),
  ...LateFeeFields,
});
export type CreateStudentFeeBody = Static<typeof CreateStudentFeeBody>;

export const StudentFeeListQuery = PageQuery;

const Ref = Type.Object({ _id: Type.String(), title: Type.String() });
const Titled = Type.Object({ title: Type.String() });

export const StudentFeeAssignmentRow = Type.Object({
  _id: Type.String(),
  fees: Ref,
  batch: Type.Object({ _id: Type.String(), title: Type.String(), course: Titled, branch: Titled, session: Titled }),
  amount: Type.Number(),
  feeType: Type.Union([Type.Literal('ONETIME'), Type.Literal('RECURRING')]),
  startDate: Type.String(),
  endDate: Type.String(),
  dueDay: Type.Union([Type.Integer(), Type.Null()]),
  students: Type.Integer(),
  charges: Type.Integer(),
  totalPaid: Type.Integer(),
  totalAmountCollected: Type.Number(),
  /** Left to pay on all its charges (upcoming ones too). */
  totalAmountDue: Type.Number(),
  /** Of `totalAmountDue`, what is due now (due date come) and what is overdue (past it), on the institute's today. */
  totalAmountDueNow: Type.Number(),
  totalAmountOverdue: Type.Number(),
  createdAt: Type.String(),
  /** The late fee its charges carry when overdue (issue 11), null for none. */
  lateFee: Type.Optional(Type.Union([LateFeeSetting, Type.Null()])),
});
export type StudentFeeAssignmentRow = Static<typeof StudentFeeAssignmentRow>;

const ChargeStatus = Type.Union([Type.Literal('PENDING'), Type.Literal('PARTIAL'), Type.Literal('PAID'), Type.Literal('CANCELLED')]);
/**
 * Where a charge stands on the institute's today (standing.ts, `chargeStanding`): added to every row that shows a
 * charge, beside the spec's payment `status`.
 */
export const ChargeStandingFields = Type.Object({
  standing: Type.Union(CHARGE_STANDINGS.map((s) => Type.Literal(s))),
  partPaid: Type.Boolean(),
  daysOverdue: Type.Integer({ minimum: 0 }),
});
export type ChargeStandingFields = Static<typeof ChargeStandingFields>;
export const StudentChargeRow = Type.Composite([
  Type.Object({
    _id: Type.String(),
    periodStart: Type.String(),
    periodEnd: Type.String(),
    dueDate: Type.String(),
    amount: Type.Number(),
    paid: Type.Number(),
    due: Type.Number(),
    status: ChargeStatus,
    /** CHARGE, or LATE_FEE with `lateFeeOf` the charge it penalises. */
    kind: Type.Optional(Type.Union([Type.Literal('CHARGE'), Type.Literal('LATE_FEE')])),
    lateFeeOf: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    /** Before concessions; `amount` is what is owed after them (gross − concession). */
    grossAmount: Type.Optional(Type.Number()),
    concession: Type.Optional(Type.Number()),
    concessions: Type.Optional(Type.Array(ConcessionRowSchema)),
  }),
  ChargeStandingFields,
]);
export type StudentChargeRow = Static<typeof StudentChargeRow>;
export const StudentFeeDetail = Type.Composite([
  StudentFeeAssignmentRow,
  Type.Object({
    studentsList: Type.Array(
      Type.Object({
        student: Type.Object({
          _id: Type.String(),
          displayName: Type.String(),
          photoUrl: Type.Union([Type.String(), Type.Null()]),
          registrationNumber: Type.Union([Type.String(), Type.Null()]),
        }),
        amount: Type.Number(),
        paid: Type.Number(),
        due: Type.Number(),
        status: ChargeStatus,
        /** The student's most pressing open charge (OVERDUE, then DUE, then UPCOMING), else PAID. */
        standing: ChargeStandingFields.properties.standing,
        partPaid: Type.Boolean(),
        daysOverdue: Type.Integer({ minimum: 0 }),
        /** Left to pay on charges whose due date has come (DUE or OVERDUE), and on those past it. */
        dueNow: Type.Number(),
        overdue: Type.Number(),
        charges: Type.Array(StudentChargeRow),
      }),
    ),
  }),
]);
export type StudentFeeDetail = Static<typeof StudentFeeDetail>;
export type StudentFeeStudentRow = StudentFeeDetail['studentsList'][number];
export const StudentFeeReply = Ok(StudentFeeAssignmentRow);
export const StudentFeeList = Paged(StudentFeeAssignmentRow);
export const StudentFeeDetailReply = Ok(StudentFeeDetail);

export const StudentFeeDeleteParams = Type.Object({
  fee: Type.String({ minLength: 1, maxLength: 64 }),
  batch: Type.String({ minLength: 1, maxLength: 64 }),
  startDate: Type.String({ minLength: 1, maxLength: 40 }),
});

export const StudentIdParams = Type.Object({ studentId: Type.String({ minLength: 1, maxLength: 64 }) });

/** `GET student/student-fee/:studentId`: the student's charges still to pay. */
export const PendingChargeRow = Type.Composite([
  Type.Object({
    _id: Type.String(),
    amount: Type.Number(),
    totalAmount: Type.Number(),
    paid: Type.Number(),
    fees: Ref,
    periodStart: Type.String(),
    periodEnd: Type.String(),
    dueDate: Type.String(),
    status: ChargeStatus,
    kind: Type.Optional(Type.Union([Type.Literal('CHARGE'), Type.Literal('LATE_FEE')])),
    grossAmount: Type.Optional(Type.Number()),
    concession: Type.Optional(Type.Number()),
  }),
  ChargeStandingFields,
]);
export type PendingChargeRow = Static<typeof PendingChargeRow>;
export const PendingChargesReply = Ok(Type.Array(PendingChargeRow));

/**
 * `GET student/payment-overview/:studentId`. The spec's three figures are the year's (charges falling due in the
 * institute's calendar year, cancelled ones left out): totalYearlyFee = amountPaid + amountToPaid. Added (standing.ts):
 * `dueNow` (left to pay on charges whose due date has come, any year: what the pending list marks Due today or Overdue,
 * and the balance of today), `overdue` (the part of it past its due date), `upcoming` (left to pay on this year's
 * charges not yet due) and `earlierYears` (the part of `dueNow` on charges of earlier years). So
 * totalYearlyFee = amountPaid + (dueNow - earlierYears) + upcoming, and `today` is the day they were counted on.
 */
export const PaymentOverview = Type.Object({
  totalYearlyFee: Type.Number(),
  amountPaid: Type.Number(),
  amountToPaid: Type.Number(),
  dueNow: Type.Number(),
  overdue: Type.Number(),
  upcoming: Type.Number(),
  earlierYears: Type.Number(),
  year: Type.String(),
  today: Type.String(),
  student: Type.Object({ _id: Type.String(), displayName: Type.String(), registrationNumber: Type.Union([Type.String(), Type.Null()]) }),
});
export type PaymentOverview = Static<typeof PaymentOverview>;
export const PaymentOverviewReply = Ok(PaymentOverview);

const PaymentModeT = Type.Union([Type.Literal('CASH'), Type.Literal('ONLINE')]);
export const StudentPaymentRow = Type.Object({
  _id: Type.String(),
  createdAt: Type.String(),
  paymentType: PaymentModeT,
  paymentMode: PaymentModeT,
  amount: Type.Number(),
  status: Type.Union([Type.Literal('SUCCESSFUL'), Type.Literal('REVERSED')]),
  fees: Titled,
  chargeId: Type.String(),
  studentId: Type.String(),
  receiptNo: Type.String(),
  direct: Type.Boolean(),
  /** Made through the test sandbox: no money was received. */
  test: Type.Boolean(),
  provider: Type.Optional(Type.String()),
  providerOrderId: Type.Optional(Type.String()),
  providerPaymentId: Type.Optional(Type.String()),
  reversal: Type.Optional(Type.Object({ reason: Type.String(), at: Type.String(), by: Type.String() })),
});
export type StudentPaymentRow = Static<typeof StudentPaymentRow>;
export const StudentPaymentReply = Ok(StudentPaymentRow);
export const StudentTransactionList = Paged(StudentPaymentRow);

export const BalanceQuery = Type.Object({
  asOf: Type.Optional(
    Type.String({
      format: 'date',
      [WINDOW]: 'report',
      'x-label': 'asOf',
      'x-invalid': 'asOf must be a date (YYYY-MM-DD).',
    }),
  ),
});
export const StudentBalance = Type.Object({
  asOf: Type.String(),
  charged: Type.Number(),
  paid: Type.Number(),
  reversed: Type.Number(),
  /** Concessions and scholarships in force (already taken off `charged`). */
  concessions: Type.Optional(Type.Number()),
  balance: Type.Number(),
  entries: Type.Array(
    Type.Object({
      at: Type.String(),
      kind: Type.Union([
        Type.Literal('CHARGE'),
        Type.Literal('PAYMENT'),
        Type.Literal('REVERSAL'),
        Type.Literal('CANCELLATION'),
        Type.Literal('CONCESSION'),
        Type.Literal('CONCESSION_REVOKED'),
      ]),
      title: Type.String(),
      amount: Type.Number(),
      balanceAfter: Type.Number(),
    }),
  ),
});
export type StudentBalance = Static<typeof StudentBalance>;
export type StudentBalanceEntry = StudentBalance['entries'][number];
export const StudentBalanceReply = Ok(StudentBalance);

/** `POST student/pay/:studentId` (Pay Fees / Add Payment). `status: true` is the direct Update (fee removal). */
export const PayStudentFeeBody = Type.Object({
  paymentMode: Type.Union([Type.Literal('CASH'), Type.Literal('ONLINE')], {
    'x-message': 'Mode of payment is required.',
    'x-invalid': 'Mode of payment must be CASH or ONLINE.',
  }),
  studentFeesId: Type.String({ minLength: 1, maxLength: 64, 'x-message': ' Name Of Fee is required.' }),
  amount: Amount,
  status: Type.Optional(Type.Boolean()),
});
export type PayStudentFeeBody = Static<typeof PayStudentFeeBody>;

export const PaymentOrderReplyData = Type.Object({
  orderId: Type.String(),
  provider: Type.String(),
  keyId: Type.String(),
  providerOrderId: Type.String(),
  amount: Type.Number(),
  amountPaise: Type.Integer(),
  currency: Type.Literal('INR'),
  totalPayableAmount: Type.Number(),
  payId: Type.String(),
  paymentTitle: Type.String(),
  studentId: Type.String(),
  notes: Type.Object({ timestamp: Type.String() }),
  receipt: Type.String(),
});
export type PaymentOrderReplyData = Static<typeof PaymentOrderReplyData>;
export const PayStudentFeeReply = Type.Object({
  message: Type.String(),
  data: Type.Union([StudentPaymentRow, PaymentOrderReplyData]),
});

export const VerifyPaymentBody = Type.Object({
  orderId: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Order is required.' }),
  providerOrderId: Type.String({ minLength: 1, maxLength: 100, 'x-message': 'Provider order id is required.' }),
  providerPaymentId: Type.String({ minLength: 1, maxLength: 100, 'x-message': 'Provider payment id is required.' }),
  signature: Type.String({ minLength: 1, maxLength: 200, 'x-message': 'Signature is required.' }),
});
export type VerifyPaymentBody = Static<typeof VerifyPaymentBody>;

export const SandboxCheckoutBody = Type.Object({
  outcome: Type.Union([Type.Literal('success'), Type.Literal('failure')], {
    'x-message': 'Outcome is required.',
    'x-invalid': 'Outcome must be success or failure.',
  }),
});
/** The checkout's answer, passed to `POST student/pay/verify` with the order id. */
export const CheckoutProof = Type.Object({ providerOrderId: Type.String(), providerPaymentId: Type.String(), signature: Type.String() });
export type CheckoutProof = Static<typeof CheckoutProof>;
export const CheckoutProofReply = Ok(CheckoutProof);

/**
 * `GET payment/settings`: what the pay screens need. `online` is false when no provider is configured (the panel then
 * offers only cash); `test` is true for the sandbox (every payment through it is a test payment).
 */
export const PaymentSettings = Type.Object({
  feeRemoval: Type.Boolean(),
  online: Type.Boolean(),
  test: Type.Boolean(),
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('razorpay'), Type.Literal('none')]),
  keyId: Type.String(),
});
export type PaymentSettings = Static<typeof PaymentSettings>;
export const PaymentSettingsReply = Ok(PaymentSettings);

export const ReversePaymentBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 500, 'x-message': 'Reason is required.' }),
});

// ---- events ----
export interface StudentFeeChargePlan {
  chargeId: string;
  studentId: string;
  amount: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
}
export interface StudentFeeAssigned {
  type: 'StudentFeeAssigned';
  data: {
    assignmentId: string;
    feeId: string;
    feeTitle: string;
    batchId: string;
    amount: number;
    feeType: StudentFeeType;
    startDate: string;
    endDate: string;
    dueDay?: number;
    lateFee?: { type: LateFeeType; amount: number; cap?: number };
    charges: StudentFeeChargePlan[];
  };
}
export interface StudentFeeAssignmentCancelled {
  type: 'StudentFeeAssignmentCancelled';
  data: { assignmentId: string; chargeIds: string[]; reason?: string };
}
export type StudentFeeAssignmentEvent = StudentFeeAssigned | StudentFeeAssignmentCancelled;

export interface StudentChargeRaised {
  type: 'StudentChargeRaised';
  data: {
    chargeId: string;
    assignmentId: string;
    feeId: string;
    feeTitle: string;
    studentId: string;
    batchId: string;
    amount: number;
    periodStart: string;
    periodEnd: string;
    dueDate: string;
    /** Absent: CHARGE. A LATE_FEE charge names the charge it penalises. */
    kind?: ChargeKind;
    lateFeeOf?: string;
  };
}
export interface StudentChargeCancelled {
  type: 'StudentChargeCancelled';
  data: { chargeId: string; assignmentId: string; reason?: string };
}
export interface StudentFeePaid {
  type: 'StudentFeePaid';
  data: {
    paymentId: string;
    chargeId: string;
    assignmentId: string;
    studentId: string;
    feeTitle: string;
    amount: number;
    paymentMode: StudentPaymentMode;
    provider?: PaymentProviderName;
    providerOrderId?: string;
    providerPaymentId?: string;
    receiptNo: string;
    direct?: boolean;
    /** Made through the test sandbox (no money moved). */
    test?: boolean;
  };
}
export interface StudentFeePaymentReversed {
  type: 'StudentFeePaymentReversed';
  data: { paymentId: string; chargeId: string; studentId: string; amount: number; reason: string; test?: boolean };
}
export type StudentChargeEvent =
  | StudentChargeRaised
  | StudentChargeCancelled
  | StudentFeePaid
  | StudentFeePaymentReversed
  | StudentChargeAdjustmentEvent;

export interface PaymentOrderCreated {
  type: 'PaymentOrderCreated';
  data: { orderId: string; chargeId: string; studentId: string; amount: number; provider: PaymentProviderName; providerOrderId: string };
}
export interface PaymentOrderFailed {
  type: 'PaymentOrderFailed';
  data: { orderId: string; reason: string };
}
export type PaymentOrderEvent = PaymentOrderCreated | PaymentOrderFailed;
export type StudentFeesEvent = StudentFeeAssignmentEvent | StudentChargeEvent | PaymentOrderEvent;
