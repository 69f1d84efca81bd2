import {
  leaveDays,
  leaveLastDay,
  MAX_LEAVE_DAYS,
  type EventMetadata,
  type LeaveApproval,
  type LeaveDates,
  type StaffLeaveEvent,
  type StaffLeaveFacts,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { checkWindow, eachDay } from '../../platform/days.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';

/** The longest leave one record may hold (a year); a longer absence is several leaves. */
export { MAX_LEAVE_DAYS };

export const staffLeaveStream = (leaveId: string) => `staffLeave-${leaveId}`;

/** Who did something to a leave, and when (from the event's metadata). */
export interface LeaveStamp {
  at: string;
  by: string;
}

export interface StaffLeaveState {
  leave: StaffLeaveFacts | null;
  cancelled: boolean;
  /** When it was first recorded and last changed, and its cancellation: what a reply shows besides the facts. */
  recorded: LeaveStamp | null;
  updated: LeaveStamp | null;
  cancellation: (LeaveStamp & { reason: string | null }) | null;
  /** APPROVED for the office's recording; an employee's application is PENDING until decided. */
  approval: LeaveApproval;
  /** The employee applied for it themselves. */
  applied: boolean;
  /** The approval (with its note) or the rejection (with its reason) of an application. */
  decision: (LeaveStamp & { reason: string | null }) | null;
}

/** An event as the command handler folds it: stored ones, and the ones just decided, carry their metadata. */
type FoldedLeaveEvent = StaffLeaveEvent & { metadata?: Pick<EventMetadata, 'occurredAt' | 'actorId'> };
const stampOf = (e: FoldedLeaveEvent): LeaveStamp | null => (e.metadata ? { at: e.metadata.occurredAt, by: e.metadata.actorId } : null);

/** `today` is the institute's day when the command was given (YYYY-MM-DD). */
export type StaffLeaveCommand =
  | { type: 'RecordStaffLeave'; data: StaffLeaveFacts & { today: string } }
  | { type: 'EditStaffLeave'; data: StaffLeaveFacts & { today: string } }
  | { type: 'CancelStaffLeave'; data: { leaveId: string; reason?: string; today: string } }
  | { type: 'ApplyForLeave'; data: StaffLeaveFacts & { today: string } }
  | { type: 'ApproveLeave'; data: { leaveId: string; approverId: string; note?: string } }
  | { type: 'RejectLeave'; data: { leaveId: string; approverId: string; reason: string } }
  | { type: 'WithdrawLeave'; data: { leaveId: string; applicantId: string; reason?: string } };

const TOO_LONG = `A leave can be at most ${MAX_LEAVE_DAYS} days long.`;

/** The last day a leave covers: its joining date for several days, else its one day. */
export const lastDayOf = (l: LeaveDates & { leaveDate: string }): string => leaveLastDay(l) ?? l.leaveDate;

/** 0.5 for a half day, 1 for a full day, the calendar days from the first to the last for several (`leaveDays`). */
export const daysOf = (l: LeaveDates): number => leaveDays(l) ?? 0;

/**
 * The half-day slots a leave holds (`<day>:1` morning, `<day>:2` afternoon). Two leaves of one employee overlap
 * when they share a slot, so a first half and a second half of the same day may stand side by side.
 */
export function slotsOf(l: Pick<StaffLeaveFacts, 'leaveType' | 'leaveDate' | 'expectedJoiningDate' | 'additionalLeaveInfo'>): string[] {
  if (l.leaveType === 'HALF_DAY') return [`${l.leaveDate}:${l.additionalLeaveInfo === 'secondHalf' ? 2 : 1}`];
  return eachDay(l.leaveDate, lastDayOf(l), MAX_LEAVE_DAYS, TOO_LONG).flatMap((d) => [`${d}:1`, `${d}:2`]);
}

/**
 * The rules of a leave's dates and type (000 §4, §5): not before today, a half for a half day, a joining date
 * after the first day for several days. Keeps only the field its type uses. Pure: the route checks with it before
 * reserving the days, and the decider again.
 */
export function checkLeave(l: StaffLeaveFacts, today: string): StaffLeaveFacts {
  const { additionalLeaveInfo, expectedJoiningDate, ...base } = l;
  if (l.leaveDate < today) throw badRequest('Leave date cannot be earlier than today.');
  checkWindow(l.leaveDate, 'calendar', 'Leave date', today);
  switch (l.leaveType) {
    case 'HALF_DAY':
      if (additionalLeaveInfo !== 'firstHalf' && additionalLeaveInfo !== 'secondHalf')
        throw badRequest('Please choose first or second half.');
      return { ...base, additionalLeaveInfo };
    case 'FULL_DAY':
      return base;
    case 'MULTIPLE_DAY': {
      if (!expectedJoiningDate) throw badRequest('Expected joining date is required.');
      if (expectedJoiningDate <= l.leaveDate) throw badRequest('Expected joining date must be after the leave date.');
      const leave = { ...base, expectedJoiningDate };
      if (daysOf(leave) > MAX_LEAVE_DAYS) throw badRequest(TOO_LONG);
      return leave;
    }
  }
}

const same = (a: StaffLeaveFacts, b: StaffLeaveFacts) =>
  a.staffId === b.staffId &&
  a.leaveCode === b.leaveCode &&
  a.leaveType === b.leaveType &&
  a.leaveDate === b.leaveDate &&
  a.additionalLeaveInfo === b.additionalLeaveInfo &&
  a.expectedJoiningDate === b.expectedJoiningDate &&
  a.reason === b.reason;

const facts = ({ today: _today, ...l }: StaffLeaveFacts & { today: string }): StaffLeaveFacts => l;

const NOT_PENDING: Record<LeaveApproval, string> = {
  PENDING: '',
  APPROVED: 'This application is already approved.',
  REJECTED: 'This application is already rejected.',
};

/**
 * The rule of a decision on an application, in one place: it must exist, be pending and not cancelled, and nobody
 * decides their own leave (not even an ADMIN: another approver does). The route asks it before anything is written.
 */
export function assertDecidable(state: StaffLeaveState, approverId: string): StaffLeaveFacts {
  if (!state.leave) throw notFound('Leave not found.');
  if (state.cancelled) throw conflict('This application was cancelled.');
  if (state.approval !== 'PENDING') throw conflict(NOT_PENDING[state.approval] || 'This leave is not an application.');
  if (state.leave.staffId === approverId) throw forbidden('Nobody approves or rejects their own leave.');
  return state.leave;
}

/**
 * One leave of one employee. A leave that has started cannot be edited any more (what was taken is a fact; cancel
 * it instead while it runs); a leave that is over cannot be cancelled. Overlaps between leaves are decided by the
 * route's reservation of days, not here.
 */
export const staffLeaveDecider: Decider<StaffLeaveState, StaffLeaveCommand, StaffLeaveEvent> = {
  initialState: () => ({
    leave: null,
    cancelled: false,
    recorded: null,
    updated: null,
    cancellation: null,
    approval: 'APPROVED',
    applied: false,
    decision: null,
  }),
  evolve(state, event: FoldedLeaveEvent) {
    const stamp = stampOf(event);
    switch (event.type) {
      case 'StaffLeaveRecorded':
        return { ...state, leave: event.data, recorded: stamp, updated: stamp };
      case 'StaffLeaveEdited':
        return { ...state, leave: event.data, updated: stamp };
      case 'StaffLeaveCancelled':
        return { ...state, cancelled: true, updated: stamp, cancellation: stamp && { ...stamp, reason: event.data.reason ?? null } };
      case 'StaffLeaveApplied':
        return { ...state, leave: event.data, recorded: stamp, updated: stamp, approval: 'PENDING', applied: true };
      case 'StaffLeaveApproved':
        return { ...state, approval: 'APPROVED', updated: stamp, decision: stamp && { ...stamp, reason: event.data.note ?? null } };
      case 'StaffLeaveRejected':
        return { ...state, approval: 'REJECTED', updated: stamp, decision: stamp && { ...stamp, reason: event.data.reason } };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordStaffLeave': {
        if (state.leave) throw conflict('This leave already exists.');
        return [{ type: 'StaffLeaveRecorded', data: checkLeave(facts(command.data), command.data.today) }];
      }
      case 'EditStaffLeave': {
        const { today } = command.data;
        if (!state.leave) throw notFound('Leave not found.');
        if (state.cancelled) throw conflict('This leave was cancelled.');
        if (state.approval === 'PENDING') throw conflict('A pending application is approved or rejected, not edited.');
        if (state.approval === 'REJECTED') throw conflict('This application was rejected.');
        if (state.leave.leaveDate < today) throw conflict('A leave that has already started cannot be edited.');
        const next = checkLeave(facts(command.data), today);
        if (same(state.leave, next)) return [];
        return [{ type: 'StaffLeaveEdited', data: next }];
      }
      case 'CancelStaffLeave': {
        const { leaveId, reason, today } = command.data;
        if (!state.leave) throw notFound('Leave not found.');
        if (state.cancelled) throw conflict('This leave is already cancelled.');
        if (state.approval === 'PENDING') throw conflict('A pending application is approved or rejected, not cancelled.');
        if (state.approval === 'REJECTED') throw conflict('This application was rejected.');
        if (lastDayOf(state.leave) < today) throw conflict('A leave that is over cannot be cancelled.');
        return [{ type: 'StaffLeaveCancelled', data: { leaveId, staffId: state.leave.staffId, ...(reason ? { reason } : {}) } }];
      }
      case 'ApplyForLeave': {
        if (state.leave) throw conflict('This leave already exists.');
        return [{ type: 'StaffLeaveApplied', data: checkLeave(facts(command.data), command.data.today) }];
      }
      case 'ApproveLeave': {
        const leave = assertDecidable(state, command.data.approverId);
        const note = command.data.note?.trim();
        return [{ type: 'StaffLeaveApproved', data: { ...leave, ...(note ? { note } : {}) } }];
      }
      case 'RejectLeave': {
        const leave = assertDecidable(state, command.data.approverId);
        const reason = command.data.reason.trim();
        if (!reason) throw badRequest('Reason is required.');
        const { leaveId, staffId, leaveCode, leaveDate } = leave;
        return [{ type: 'StaffLeaveRejected', data: { leaveId, staffId, leaveCode, leaveDate, reason } }];
      }
      case 'WithdrawLeave': {
        const { leaveId, applicantId, reason } = command.data;
        // Someone else's application reads as unknown: the route already answers 404 for it.
        if (!state.leave || state.leave.staffId !== applicantId) throw notFound('Leave not found.');
        if (state.cancelled) throw conflict('This application is already cancelled.');
        if (state.approval !== 'PENDING')
          throw conflict('Only a pending application can be withdrawn; ask the office to cancel an approved leave.');
        const why = reason?.trim();
        return [{ type: 'StaffLeaveCancelled', data: { leaveId, staffId: applicantId, ...(why ? { reason: why } : {}) } }];
      }
    }
  },
};
