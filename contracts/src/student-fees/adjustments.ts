import { Type, type Static } from '@sinclair/typebox';
import { Rupees } from '../amounts.js';
import { Ok } from '../envelope.js';
import { WINDOW } from '../dates.js';

/**
 * Late fees and concessions (issue 11, part 3). A fee set for a batch may carry a late fee: FLAT (once, when a charge
 * is past its due date and still open) or PER_DAY (so much a day past the due date, up to `cap`). The late fee is a
 * charge of its own (kind LATE_FEE, `lateFeeOf` the charge it penalises) raised by a daily job; a per-day late fee
 * grows by new events, never by editing. A concession or scholarship lowers one charge by an amount or a percent of
 * its gross amount, with a reason, granted (and revoked, with a reason) by an ADMIN.
 */
export const LATE_FEE_TYPES = ['FLAT', 'PER_DAY'] as const;
export type LateFeeType = (typeof LATE_FEE_TYPES)[number];
export const CHARGE_KINDS = ['CHARGE', 'LATE_FEE'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const CONCESSION_KINDS = ['CONCESSION', 'SCHOLARSHIP'] as const;
export type ConcessionKind = (typeof CONCESSION_KINDS)[number];

/** The late-fee setting of a fee set for a batch. */
export const LateFeeSetting = Type.Object({
  type: Type.Union([Type.Literal('FLAT'), Type.Literal('PER_DAY')]),
  amount: Type.Number(),
  /** PER_DAY only: the most a charge's late fee may reach. */
  cap: Type.Union([Type.Number(), Type.Null()]),
});
export type LateFeeSetting = Static<typeof LateFeeSetting>;

/** The optional late-fee fields of `POST student-fee/create` (see CreateStudentFeeBody). */
export const LateFeeFields = {
  lateFeeType: Type.Optional(
    Type.Union([Type.Literal('FLAT'), Type.Literal('PER_DAY')], { 'x-invalid': 'Late fee type must be FLAT or PER_DAY.' }),
  ),
  lateFeeAmount: Type.Optional(Rupees({ 'x-invalid': 'Late fee must be a positive number.' })),
  lateFeeCap: Type.Optional(Rupees({ 'x-invalid': 'Late fee cap must be a positive number.' })),
};

const ConcessionKindT = Type.Union([Type.Literal('CONCESSION'), Type.Literal('SCHOLARSHIP')], {
  'x-message': 'Kind is required.',
  'x-invalid': 'Kind must be CONCESSION or SCHOLARSHIP.',
});

/**
 * `POST student-fee/concession/:chargeId`: exactly one of `amount` (rupees) or `percent` (of the charge's gross
 * amount, more than 0 and at most 100).
 */
export const GrantConcessionBody = Type.Object({
  kind: ConcessionKindT,
  amount: Type.Optional(Rupees({ 'x-invalid': 'Amount must be a positive number.' })),
  percent: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100, 'x-invalid': 'Percent must be more than 0 and at most 100.' })),
  reason: Type.String({ minLength: 1, maxLength: 500, 'x-message': 'Reason is required.' }),
});
export type GrantConcessionBody = Static<typeof GrantConcessionBody>;

export const RevokeConcessionBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 500, 'x-message': 'Reason is required.' }),
});
export type RevokeConcessionBody = Static<typeof RevokeConcessionBody>;

export const ChargeIdParams = Type.Object({ chargeId: Type.String({ minLength: 1, maxLength: 64 }) });
export const ConcessionParams = Type.Object({
  chargeId: Type.String({ minLength: 1, maxLength: 64 }),
  concessionId: Type.String({ minLength: 1, maxLength: 64 }),
});

/** One concession on a charge, as the fee screens list it. */
export const ConcessionRow = Type.Object({
  _id: Type.String(),
  chargeId: Type.String(),
  kind: Type.Union([Type.Literal('CONCESSION'), Type.Literal('SCHOLARSHIP')]),
  amount: Type.Number(),
  percent: Type.Union([Type.Number(), Type.Null()]),
  reason: Type.String(),
  grantedAt: Type.String(),
  grantedBy: Type.String(),
  revoked: Type.Boolean(),
  revokeReason: Type.Union([Type.String(), Type.Null()]),
});
export type ConcessionRow = Static<typeof ConcessionRow>;

/** The charge after a concession was granted or revoked. */
export const ChargeAdjusted = Type.Object({
  _id: Type.String(),
  chargeId: Type.String(),
  grossAmount: Type.Number(),
  concession: Type.Number(),
  amount: Type.Number(),
  paid: Type.Number(),
  due: Type.Number(),
});
export type ChargeAdjusted = Static<typeof ChargeAdjusted>;
export const ChargeAdjustedReply = Ok(ChargeAdjusted);

/**
 * `POST student-fee/late-fees/run` (designed): runs the daily late-fee job now for the caller's institute, as of
 * `asOf` (default today; never after today).
 */
export const LateFeeRunBody = Type.Object({
  asOf: Type.Optional(
    Type.String({ format: 'date', [WINDOW]: 'calendar', 'x-label': 'asOf', 'x-invalid': 'asOf must be a date (YYYY-MM-DD).' }),
  ),
});
export type LateFeeRunBody = Static<typeof LateFeeRunBody>;
/** What one run of the late-fee job raised. */
export const LateFeeRun = Type.Object({ asOf: Type.String(), checked: Type.Integer(), raised: Type.Integer(), increased: Type.Integer() });
export type LateFeeRun = Static<typeof LateFeeRun>;
export const LateFeeRunReply = Ok(LateFeeRun);

// ---- events (on the charge's own stream) ----
export interface StudentChargeConcessionGranted {
  type: 'StudentChargeConcessionGranted';
  data: {
    concessionId: string;
    chargeId: string;
    studentId: string;
    assignmentId: string;
    kind: ConcessionKind;
    /** Rupees taken off the charge. */
    amount: number;
    /** Set when granted as a percent of the gross amount. */
    percent?: number;
    reason: string;
    /** The charge's amount owed after this concession. */
    amountAfter: number;
  };
}
export interface StudentChargeConcessionRevoked {
  type: 'StudentChargeConcessionRevoked';
  data: {
    concessionId: string;
    chargeId: string;
    studentId: string;
    assignmentId: string;
    amount: number;
    reason: string;
    amountAfter: number;
  };
}
/** A PER_DAY late fee grew (one event per run that finds it higher): `amount` added, `total` the late fee's gross after. */
export interface StudentLateFeeIncreased {
  type: 'StudentLateFeeIncreased';
  data: {
    chargeId: string;
    lateFeeOf: string;
    studentId: string;
    assignmentId: string;
    amount: number;
    total: number;
    asOf: string;
    daysOverdue: number;
  };
}
export type StudentChargeAdjustmentEvent = StudentChargeConcessionGranted | StudentChargeConcessionRevoked | StudentLateFeeIncreased;
