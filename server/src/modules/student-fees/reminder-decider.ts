import { REMINDER_DAYS_MAX, type FeeReminderEvent, type FeeReminderSent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict } from '../../platform/errors.js';

/** The reminders of one student: one stream each, so "once a day" and "each charge once automatically" are decided on it. */
export const feeReminderStream = (studentId: string) => `feeReminders-${studentId}`;
/** The institute's reminder setting. */
export const feeReminderSettingsStream = (instituteId: string) => `feeReminderSettings-${instituteId}`;

export interface FeeRemindersState {
  /** Days (YYYY-MM-DD) a reminder went on. */
  days: string[];
  /** Charges an automatic reminder already named: never again automatically. */
  autoCharges: string[];
  last: FeeReminderSent['data'] | null;
}

export type FeeReminderCommand = { type: 'SendFeeReminder'; data: FeeReminderSent['data'] };

/**
 * The rule a route asks before it writes anything (the decider applies it too): a student with no overdue money is
 * not reminded, nor twice on the same day.
 */
export function assertRemindable(state: FeeRemindersState, d: Pick<FeeReminderSent['data'], 'studentName' | 'day' | 'charges'>) {
  if (d.charges.length === 0 || d.charges.every((c) => c.due <= 0)) throw conflict(`${d.studentName} has no overdue fees to remind of.`);
  if (state.days.includes(d.day)) throw conflict(`A reminder was already sent to ${d.studentName} today. The next one can go tomorrow.`);
}

export const feeReminderDecider: Decider<FeeRemindersState, FeeReminderCommand, FeeReminderEvent> = {
  initialState: () => ({ days: [], autoCharges: [], last: null }),
  evolve(state, event) {
    if (event.type !== 'FeeReminderSent') return state;
    const d = event.data;
    return {
      days: state.days.includes(d.day) ? state.days : [...state.days, d.day],
      autoCharges: d.automatic ? [...new Set([...state.autoCharges, ...d.charges.map((c) => c.chargeId)])] : state.autoCharges,
      last: d,
    };
  },
  decide(command, state) {
    const d = command.data;
    if (!d.automatic) {
      assertRemindable(state, d);
      return [{ type: 'FeeReminderSent', data: d }];
    }
    // Automatic: quietly nothing when today's reminder went already or every charge was reminded of automatically.
    const charges = d.charges.filter((c) => c.due > 0 && !state.autoCharges.includes(c.chargeId));
    if (charges.length === 0 || state.days.includes(d.day)) return [];
    const total = Math.round(charges.reduce((s, c) => s + c.due * 100, 0)) / 100;
    return [{ type: 'FeeReminderSent', data: { ...d, charges, total } }];
  },
};

export interface FeeReminderSettingsState {
  daysAfterDue: number;
  /** When it was last set (from the event's metadata). */
  updatedAt: string | null;
}
export type FeeReminderSettingsCommand = { type: 'SetFeeReminderDays'; data: { daysAfterDue: number } };

export const feeReminderSettingsDecider: Decider<FeeReminderSettingsState, FeeReminderSettingsCommand, FeeReminderEvent> = {
  initialState: () => ({ daysAfterDue: 0, updatedAt: null }),
  evolve(state, event: FeeReminderEvent & { metadata?: { occurredAt: string } }) {
    if (event.type !== 'FeeReminderSettingsChanged') return state;
    return { daysAfterDue: event.data.daysAfterDue, updatedAt: event.metadata?.occurredAt ?? state.updatedAt };
  },
  decide(command, state) {
    const n = command.data.daysAfterDue;
    if (!Number.isInteger(n) || n < 0 || n > REMINDER_DAYS_MAX)
      throw badRequest(`Days after the due date must be 0 (off) or a whole number from 1 to ${REMINDER_DAYS_MAX}.`);
    if (n === state.daysAfterDue) return [];
    return [{ type: 'FeeReminderSettingsChanged', data: { daysAfterDue: n, before: state.daysAfterDue } }];
  },
};
