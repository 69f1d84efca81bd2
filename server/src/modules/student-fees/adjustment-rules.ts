import type { StudentChargeEvent, StudentChargeRaised } from '@school/contracts';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { chargeOf, dueOf, paise, rupees, rupeeText, type StudentChargeState, type StudentChargeCommand } from './charge-decider.js';

type Data<T extends StudentChargeCommand['type']> = Extract<StudentChargeCommand, { type: T }>['data'];

/** Concessions in force on a charge (not revoked), in paise. */
export const concessionPaiseOf = (s: StudentChargeState) =>
  Object.values(s.concessions).reduce((sum, c) => sum + (c.revoked ? 0 : paise(c.data.amount)), 0);

/**
 * A concession or scholarship lowers what a charge owes, by an amount or a percent of its gross amount: never on a
 * cancelled or fully paid charge, never below what was already paid. The same concession id is granted once.
 */
export function grantConcession(state: StudentChargeState, d: Data<'GrantConcession'>): StudentChargeEvent[] {
  const charge = chargeOf(state, d.studentId);
  if (state.concessions[d.concessionId]) return [];
  if (state.cancelled) throw conflict('This fee was cancelled: it cannot get a concession.');
  const due = dueOf(state);
  if (due <= 0) throw conflict('This fee is already paid in full: a concession cannot lower it.');
  if ((d.amount === undefined) === (d.percent === undefined)) throw badRequest('Give either an amount or a percent, not both.');
  if (d.percent !== undefined && !(d.percent > 0 && d.percent <= 100)) throw badRequest('Percent must be more than 0 and at most 100.');
  const off = d.percent !== undefined ? Math.round((state.grossPaise * d.percent) / 100) : paise(d.amount ?? 0);
  if (off <= 0) throw badRequest('Amount must be a positive number.');
  if (off > due) {
    throw conflict(
      `The concession (${rupeeText(off)}) is more than what is left to pay (${rupeeText(due)}): a fee cannot go below what was already paid.`,
    );
  }
  return [
    {
      type: 'StudentChargeConcessionGranted',
      data: {
        concessionId: d.concessionId,
        chargeId: charge.chargeId,
        studentId: charge.studentId,
        assignmentId: charge.assignmentId,
        kind: d.kind,
        amount: rupees(off),
        ...(d.percent !== undefined ? { percent: d.percent } : {}),
        reason: d.reason,
        amountAfter: rupees(state.amountPaise - off),
      },
    },
  ];
}

/** A concession taken back (with a reason): the charge owes its amount again. */
export function revokeConcession(state: StudentChargeState, d: Data<'RevokeConcession'>): StudentChargeEvent[] {
  const charge = chargeOf(state, d.studentId);
  const c = state.concessions[d.concessionId];
  if (!c) throw notFound('Concession not found.');
  if (c.revoked) throw conflict('This concession is already revoked.');
  if (state.cancelled) throw conflict('This fee was cancelled.');
  return [
    {
      type: 'StudentChargeConcessionRevoked',
      data: {
        concessionId: d.concessionId,
        chargeId: charge.chargeId,
        studentId: charge.studentId,
        assignmentId: charge.assignmentId,
        amount: c.data.amount,
        reason: d.reason,
        amountAfter: rupees(state.amountPaise + paise(c.data.amount)),
      },
    },
  ];
}

/**
 * The late fee of an overdue charge, on its own stream: raised the first time (kind LATE_FEE), grown to `target` by
 * a new event when a per-day fee reaches more, never lowered. A cancelled late fee, or one an admin has granted a
 * concession on (a waiver is a decision on that amount), no longer grows.
 */
export function applyLateFee(state: StudentChargeState, d: Data<'ApplyLateFee'>): StudentChargeEvent[] {
  const target = paise(d.target);
  if (target <= 0) return [];
  if (!state.exists) {
    const data: StudentChargeRaised['data'] = { ...d.charge, kind: 'LATE_FEE', amount: rupees(target) };
    if (!data.lateFeeOf) throw badRequest('A late fee names the charge it penalises.');
    return [{ type: 'StudentChargeRaised', data }];
  }
  const charge = state.charge!;
  if (state.cancelled || concessionPaiseOf(state) > 0 || target <= state.grossPaise) return [];
  return [
    {
      type: 'StudentLateFeeIncreased',
      data: {
        chargeId: charge.chargeId,
        lateFeeOf: charge.lateFeeOf ?? '',
        studentId: charge.studentId,
        assignmentId: charge.assignmentId,
        amount: rupees(target - state.grossPaise),
        total: rupees(target),
        asOf: d.asOf,
        daysOverdue: d.daysOverdue,
      },
    },
  ];
}

/**
 * What a charge's late fee comes to after `daysOverdue` days past its due date (pure, rupees): FLAT once overdue,
 * PER_DAY so much a day up to the cap.
 */
export function lateFeeDue(setting: { type: 'FLAT' | 'PER_DAY'; amount: number; cap?: number | null }, daysOverdue: number): number {
  if (daysOverdue <= 0) return 0;
  if (setting.type === 'FLAT') return setting.amount;
  const p = paise(setting.amount) * daysOverdue;
  return rupees(setting.cap ? Math.min(p, paise(setting.cap)) : p);
}
