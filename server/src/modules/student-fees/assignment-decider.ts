import type { LateFeeType, StudentFeeAssigned, StudentFeeAssignmentEvent, StudentFeeChargePlan, StudentFeeType } from '@school/contracts';
import { isRupeeAmount } from '../../platform/money.js';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export const feeAssignmentStream = (id: string) => `feeAssignment-${id}`;

/**
 * An assignment is keyed by institute, fee, batch and start date (its id is derived from them), so the same fee
 * set twice for a batch from one date lands on one stream and is refused here; once cancelled it may be set again.
 */
export interface FeeAssignmentState {
  exists: boolean;
  active: boolean;
  chargeIds: string[];
  assignments: number;
}

export type FeeAssignmentCommand =
  | { type: 'AssignStudentFee'; data: StudentFeeAssigned['data'] }
  | { type: 'CancelStudentFeeAssignment'; data: { assignmentId: string; reason?: string } };

export const feeAssignmentDecider: Decider<FeeAssignmentState, FeeAssignmentCommand, StudentFeeAssignmentEvent> = {
  initialState: () => ({ exists: false, active: false, chargeIds: [], assignments: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'StudentFeeAssigned':
        return { exists: true, active: true, chargeIds: event.data.charges.map((c) => c.chargeId), assignments: state.assignments + 1 };
      case 'StudentFeeAssignmentCancelled':
        return { ...state, active: false };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AssignStudentFee': {
        if (state.active) throw conflict('This fee is already set for this batch from this date.');
        if (command.data.lateFee) {
          const l = command.data.lateFee;
          lateFeeSetting({ lateFeeType: l.type, lateFeeAmount: l.amount, lateFeeCap: l.cap });
        }
        if (command.data.charges.length === 0) throw conflict('This batch has no students.');
        return [{ type: 'StudentFeeAssigned', data: command.data }];
      }
      case 'CancelStudentFeeAssignment':
        if (!state.active) throw notFound('Student fee not found.');
        return [
          {
            type: 'StudentFeeAssignmentCancelled',
            data: {
              assignmentId: command.data.assignmentId,
              chargeIds: state.chargeIds,
              ...(command.data.reason ? { reason: command.data.reason } : {}),
            },
          },
        ];
    }
  },
};

/**
 * The late fee of a fee set for a batch, from the optional body fields (pure): none at all, or a type with its amount;
 * PER_DAY needs a cap of at least one day's fee, FLAT takes none.
 */
export function lateFeeSetting(f: {
  lateFeeType?: LateFeeType;
  lateFeeAmount?: number;
  lateFeeCap?: number;
}): StudentFeeAssigned['data']['lateFee'] {
  if (f.lateFeeType === undefined) {
    if (f.lateFeeAmount !== undefined || f.lateFeeCap !== undefined) throw badRequest('Late fee type is required.');
    return undefined;
  }
  if (f.lateFeeAmount === undefined) throw badRequest('Late fee amount is required.');
  if (!isRupeeAmount(f.lateFeeAmount)) throw badRequest('Late fee must be a positive number with at most two decimals.');
  if (f.lateFeeType === 'FLAT') {
    if (f.lateFeeCap !== undefined) throw badRequest('A flat late fee has no cap.');
    return { type: 'FLAT', amount: f.lateFeeAmount };
  }
  if (f.lateFeeCap === undefined) throw badRequest('A late fee per day needs a cap.');
  if (!isRupeeAmount(f.lateFeeCap)) throw badRequest('Late fee cap must be a positive number with at most two decimals.');
  if (f.lateFeeCap < f.lateFeeAmount) throw badRequest('The late fee cap must be at least the late fee of one day.');
  return { type: 'PER_DAY', amount: f.lateFeeAmount, cap: f.lateFeeCap };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const clip = (d: string, lo: string, hi: string) => (d < lo ? lo : d > hi ? hi : d);

/**
 * The fee periods of an assignment (pure). ONETIME: one period startDate..endDate, due endDate. RECURRING: one per
 * calendar month from startDate's month to endDate's, clipped to the range, due on `dueDay` (default startDate's
 * day; a day past the month's end is its last day) clipped into the period.
 */
export function feePeriods(feeType: StudentFeeType, startDate: string, endDate: string, dueDay?: number) {
  const s = DAY.exec(startDate);
  const e = DAY.exec(endDate);
  if (!s || !e) throw badRequest('Start date is required.');
  if (endDate < startDate) throw badRequest('End date must not be before start date.');
  if (feeType === 'ONETIME') return [{ periodStart: startDate, periodEnd: endDate, dueDate: endDate }];
  const out: { periodStart: string; periodEnd: string; dueDate: string }[] = [];
  const day = dueDay ?? Number(s[3]);
  let y = Number(s[1]);
  let m = Number(s[2]);
  const endY = Number(e[1]);
  const endM = Number(e[2]);
  while (y < endY || (y === endY && m <= endM)) {
    const last = daysIn(y, m);
    const periodStart = clip(ymd(y, m, 1), startDate, endDate);
    const periodEnd = clip(ymd(y, m, last), startDate, endDate);
    out.push({ periodStart, periodEnd, dueDate: clip(ymd(y, m, Math.min(day, last)), periodStart, periodEnd) });
    if (out.length > 240) throw badRequest('A recurring fee may span at most 20 years.');
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** One charge per student per period. */
export function planCharges(
  studentIds: string[],
  periods: { periodStart: string; periodEnd: string; dueDate: string }[],
  amount: number,
  chargeIdFor: (studentId: string, periodStart: string) => string,
): StudentFeeChargePlan[] {
  return studentIds.flatMap((studentId) =>
    periods.map((p) => ({ chargeId: chargeIdFor(studentId, p.periodStart), studentId, amount, ...p })),
  );
}
