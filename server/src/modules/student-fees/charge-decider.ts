import {
  isTestPayment,
  type ConcessionKind,
  type StudentChargeConcessionGranted,
  type StudentChargeEvent,
  type StudentChargeRaised,
  type StudentFeePaid,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { conflict, notFound } from '../../platform/errors.js';
import { applyLateFee, grantConcession, revokeConcession } from './adjustment-rules.js';

export const studentChargeStream = (id: string) => `studentCharge-${id}`;

/** Rupees to paise: every sum on a charge is made in whole paise, so 0.1 + 0.2 is exactly 0.3. */
export const paise = (rupees: number) => Math.round(rupees * 100);
export const rupees = (p: number) => p / 100;
/** ₹ text of an amount in messages: `₹1000`, `₹99.5`. */
export const rupeeText = (p: number) => `₹${rupees(p)}`;

export interface ChargePayment {
  data: StudentFeePaid['data'];
  reversed: boolean;
}

export interface ChargeConcession {
  data: StudentChargeConcessionGranted['data'];
  revoked: boolean;
}

/** One fee period of one student; its payments and reversals live on the same stream. */
export interface StudentChargeState {
  exists: boolean;
  cancelled: boolean;
  charge: StudentChargeRaised['data'] | null;
  /** What is owed: the gross amount less the concessions in force. */
  amountPaise: number;
  /** As raised, plus what a per-day late fee grew by. */
  grossPaise: number;
  paidPaise: number;
  payments: Record<string, ChargePayment>;
  concessions: Record<string, ChargeConcession>;
}

export type StudentChargeCommand =
  | { type: 'RaiseStudentCharge'; data: StudentChargeRaised['data'] }
  | { type: 'CancelStudentCharge'; data: { chargeId: string; assignmentId: string; reason?: string } }
  | { type: 'PayStudentCharge'; data: Omit<StudentFeePaid['data'], 'assignmentId' | 'feeTitle'> }
  | { type: 'ReverseStudentPayment'; data: { paymentId: string; reason: string } }
  | {
      type: 'GrantConcession';
      data: { concessionId: string; studentId: string; kind: ConcessionKind; amount?: number; percent?: number; reason: string };
    }
  | { type: 'RevokeConcession'; data: { concessionId: string; studentId: string; reason: string } }
  | {
      /** The daily job: raise the late fee of an overdue charge, or grow it to `target` rupees (never down). */
      type: 'ApplyLateFee';
      data: { charge: StudentChargeRaised['data']; target: number; asOf: string; daysOverdue: number };
    };

export const dueOf = (s: StudentChargeState) => Math.max(0, s.amountPaise - s.paidPaise);

/** The charge of `studentId` the state holds; 404 when there is none, or it is another student's. */
export function chargeOf(state: StudentChargeState, studentId: string): StudentChargeRaised['data'] {
  if (!state.exists || !state.charge || state.charge.studentId !== studentId) throw notFound('Fee not found.');
  return state.charge;
}

/**
 * The rules of paying a charge: it is the student's, not cancelled, not paid up, and `amount` (rupees) is positive and
 * within what is due. The decider applies them to every payment; the online checkout asks them before it opens an
 * order with the provider, so both refuse with the same words. Returns the charge.
 */
export function assertPayable(state: StudentChargeState, studentId: string, amount: number): StudentChargeRaised['data'] {
  const charge = chargeOf(state, studentId);
  if (state.cancelled) throw conflict('This fee was cancelled.');
  const due = dueOf(state);
  if (due <= 0) throw conflict('This fee is already paid.');
  if (paise(amount) <= 0) throw conflict('Amount must be a positive number.');
  if (paise(amount) > due) throw conflict(`Amount is more than the fee due (${rupeeText(due)}).`);
  return charge;
}

export const studentChargeDecider: Decider<StudentChargeState, StudentChargeCommand, StudentChargeEvent> = {
  initialState: () => ({
    exists: false,
    cancelled: false,
    charge: null,
    amountPaise: 0,
    grossPaise: 0,
    paidPaise: 0,
    payments: {},
    concessions: {},
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'StudentChargeRaised':
        if (state.exists) return state;
        return { ...state, exists: true, charge: event.data, amountPaise: paise(event.data.amount), grossPaise: paise(event.data.amount) };
      case 'StudentLateFeeIncreased':
        return {
          ...state,
          grossPaise: state.grossPaise + paise(event.data.amount),
          amountPaise: state.amountPaise + paise(event.data.amount),
        };
      case 'StudentChargeConcessionGranted':
        if (state.concessions[event.data.concessionId]) return state;
        return {
          ...state,
          amountPaise: state.amountPaise - paise(event.data.amount),
          concessions: { ...state.concessions, [event.data.concessionId]: { data: event.data, revoked: false } },
        };
      case 'StudentChargeConcessionRevoked': {
        const c = state.concessions[event.data.concessionId];
        if (!c || c.revoked) return state;
        return {
          ...state,
          amountPaise: state.amountPaise + paise(c.data.amount),
          concessions: { ...state.concessions, [event.data.concessionId]: { ...c, revoked: true } },
        };
      }
      case 'StudentChargeCancelled':
        return { ...state, cancelled: true };
      case 'StudentFeePaid':
        return {
          ...state,
          paidPaise: state.paidPaise + paise(event.data.amount),
          payments: { ...state.payments, [event.data.paymentId]: { data: event.data, reversed: false } },
        };
      case 'StudentFeePaymentReversed': {
        const p = state.payments[event.data.paymentId];
        if (!p || p.reversed) return state;
        return {
          ...state,
          paidPaise: state.paidPaise - paise(p.data.amount),
          payments: { ...state.payments, [event.data.paymentId]: { ...p, reversed: true } },
        };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RaiseStudentCharge':
        if (state.exists) return [];
        return [{ type: 'StudentChargeRaised', data: command.data }];
      case 'CancelStudentCharge':
        if (!state.exists) throw notFound('Student fee not found.');
        if (state.cancelled) return [];
        if (state.paidPaise > 0) throw conflict('Fees already collected on this charge cannot be deleted. Reverse those payments first.');
        return [{ type: 'StudentChargeCancelled', data: command.data }];
      case 'PayStudentCharge': {
        const d = command.data;
        chargeOf(state, d.studentId);
        // The same payment (a repeated verify, a webhook after the verify) is recorded once.
        if (state.payments[d.paymentId]) return [];
        if (d.providerPaymentId && Object.values(state.payments).some((p) => p.data.providerPaymentId === d.providerPaymentId)) return [];
        const charge = assertPayable(state, d.studentId, d.amount);
        return [
          {
            type: 'StudentFeePaid',
            data: { ...d, assignmentId: charge.assignmentId, feeTitle: charge.feeTitle },
          },
        ];
      }
      case 'ReverseStudentPayment': {
        const p = state.payments[command.data.paymentId];
        if (!state.charge || !p) throw notFound('Payment not found.');
        if (p.reversed) throw conflict('This payment is already reversed.');
        return [
          {
            type: 'StudentFeePaymentReversed',
            data: {
              paymentId: p.data.paymentId,
              chargeId: p.data.chargeId,
              studentId: p.data.studentId,
              amount: p.data.amount,
              reason: command.data.reason,
              ...(isTestPayment(p.data) ? { test: true } : {}),
            },
          },
        ];
      }
      case 'GrantConcession':
        return grantConcession(state, command.data);
      case 'RevokeConcession':
        return revokeConcession(state, command.data);
      case 'ApplyLateFee':
        return applyLateFee(state, command.data);
    }
  },
};
