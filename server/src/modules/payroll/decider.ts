import type { EventMetadata, StaffPaymentEvent, StaffPaymentMethod, StaffPaymentRecorded, StaffPaymentType } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { isRupeeAmount } from '../../platform/money.js';
import { instituteDay } from '../../platform/days.js';

/** One staff payment (design: `staffPayment-<paymentId>`): recorded once, reversed at most once. */
export interface StaffPaymentState {
  exists: boolean;
  staffId: string;
  paymentType: StaffPaymentType | null;
  paymentMonth: string;
  amount: number;
  reversed: boolean;
  /** The payment as recorded, who recorded it and when, and its reversal: what a reply shows. */
  payment: StaffPaymentRecorded['data'] | null;
  recorded: { at: string; by: string } | null;
  reversal: { reason: string; at: string; by: string } | null;
}

/** An event as the command handler folds it: stored ones, and the ones just decided, carry their metadata. */
type FoldedPaymentEvent = StaffPaymentEvent & { metadata?: Pick<EventMetadata, 'occurredAt' | 'actorId'> };

export type StaffPaymentCommand =
  | {
      type: 'RecordStaffPayment';
      data: {
        paymentId: string;
        staffId: string;
        paymentType: StaffPaymentType;
        paymentMethod: StaffPaymentMethod;
        /** YYYY-MM-01. */
        paymentMonth: string;
        amount: number;
        note?: string;
        /** The institute's current month, YYYY-MM (time comes in the command). */
        currentMonth: string;
      };
    }
  | { type: 'ReverseStaffPayment'; data: { paymentId: string; reason: string } };

export const staffPaymentStream = (paymentId: string) => `staffPayment-${paymentId}`;

export { isRupeeAmount };

/**
 * The month a payment is for, as YYYY-MM-01: from YYYY-MM, YYYY-MM-DD, or an ISO date-time (the day it falls on in
 * the institute: a browser's local midnight of the 1st arrives as the previous day in UTC). Null when none of them.
 */
export function paymentMonthOf(value: string): string | null {
  const v = value.trim();
  let day: string | null = null;
  if (/^\d{4}-\d{2}$/.test(v)) day = `${v}-01`;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(v)) day = v;
  else if (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))) day = instituteDay(new Date(v));
  if (!day) return null;
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day || d.getUTCFullYear() < 2000) return null;
  return `${day.slice(0, 7)}-01`;
}

/** Months as a count, to compare YYYY-MM values. */
const monthIndex = (yyyyMm: string) => Number(yyyyMm.slice(0, 4)) * 12 + Number(yyyyMm.slice(5, 7)) - 1;

/** How far ahead a payment may be dated: an advance for next month, not later. */
export const MAX_MONTHS_AHEAD = 1;

export const staffPaymentDecider: Decider<StaffPaymentState, StaffPaymentCommand, StaffPaymentEvent> = {
  initialState: () => ({
    exists: false,
    staffId: '',
    paymentType: null,
    paymentMonth: '',
    amount: 0,
    reversed: false,
    payment: null,
    recorded: null,
    reversal: null,
  }),
  evolve(state, event: FoldedPaymentEvent) {
    const stamp = event.metadata ? { at: event.metadata.occurredAt, by: event.metadata.actorId } : null;
    switch (event.type) {
      case 'StaffPaymentRecorded':
        return {
          ...state,
          exists: true,
          staffId: event.data.staffId,
          paymentType: event.data.paymentType,
          paymentMonth: event.data.paymentMonth,
          amount: event.data.amount,
          payment: event.data,
          recorded: stamp,
        };
      case 'StaffPaymentReversed':
        return { ...state, reversed: true, reversal: stamp && { ...stamp, reason: event.data.reason } };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordStaffPayment': {
        const { currentMonth, ...d } = command.data;
        if (state.exists) throw conflict('This payment is already recorded.');
        if (!isRupeeAmount(d.amount)) throw badRequest('Payment amount must be a positive number with at most two decimals.');
        if (!/^\d{4}-(0[1-9]|1[0-2])-01$/.test(d.paymentMonth)) throw badRequest('Payment date must be a date, e.g. 2026-03-01.');
        if (monthIndex(d.paymentMonth) - monthIndex(currentMonth) > MAX_MONTHS_AHEAD) {
          throw badRequest('Payment month cannot be more than one month ahead.');
        }
        return [
          {
            type: 'StaffPaymentRecorded',
            data: {
              paymentId: d.paymentId,
              staffId: d.staffId,
              paymentType: d.paymentType,
              paymentMethod: d.paymentMethod,
              paymentStatus: 'SUCCESSFUL',
              paymentMonth: d.paymentMonth,
              amount: d.amount,
              ...(d.note ? { note: d.note } : {}),
            },
          },
        ];
      }
      case 'ReverseStaffPayment': {
        if (!state.exists) throw notFound('Payment not found.');
        if (state.reversed) throw conflict('This payment is already reversed.');
        const reason = command.data.reason.trim();
        if (!reason) throw badRequest('Reason is required.');
        return [
          {
            type: 'StaffPaymentReversed',
            data: { paymentId: command.data.paymentId, staffId: state.staffId, amount: state.amount, reason },
          },
        ];
      }
    }
  },
};
