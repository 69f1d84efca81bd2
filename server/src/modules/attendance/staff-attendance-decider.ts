import type { AttendanceStatus, StaffAttendanceEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict } from '../../platform/errors.js';

/** The days of one staff member's month that have a status. */
export interface StaffAttendanceState {
  days: Record<string, AttendanceStatus>;
}
/**
 * `date` and `today` are YYYY-MM-DD of the institute; `today` is its day when the command was given. `onFullDayLeave`:
 * the staff member has approved full-day leave that day (the leave module's read, a fact of the command).
 */
export type StaffAttendanceCommand = {
  type: 'MarkStaffAttendance';
  data: { userId: string; date: string; status: AttendanceStatus; today: string; onFullDayLeave?: boolean };
};

/** Issue 12 part 8: the refusal to mark someone present or absent on a day of their approved full-day leave. */
export const ON_LEAVE = 'This staff member is on approved leave on this day. Cancel or edit the leave to mark them present or absent.';

/** One stream per institute, staff member and month (`yyyy-mm`): a day has one status, and a month stays short. */
export const staffAttendanceStream = (instituteId: string, userId: string, date: string) =>
  `staffAttendance-${instituteId}_${userId}_${date.slice(0, 7)}`;

export const staffAttendanceDecider: Decider<StaffAttendanceState, StaffAttendanceCommand, StaffAttendanceEvent> = {
  initialState: () => ({ days: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'StaffAttendanceMarked':
      case 'StaffAttendanceChanged':
        return { days: { ...state.days, [event.data.date]: event.data.status } };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'MarkStaffAttendance': {
        const { userId, date, status, today, onFullDayLeave } = command.data;
        if (date > today) throw badRequest('Attendance cannot be marked for a future date.');
        if (onFullDayLeave && status !== 'LEAVE') throw conflict(ON_LEAVE);
        const previousStatus = state.days[date];
        // The same status again is not news: the reply is the same and nothing is stored.
        if (previousStatus === status) return [];
        if (!previousStatus) return [{ type: 'StaffAttendanceMarked', data: { userId, date, status } }];
        return [{ type: 'StaffAttendanceChanged', data: { userId, date, status, previousStatus } }];
      }
    }
  },
};

/** The one status the three flags of the form name; none or several is the spec's refusal. */
export function statusOf(flags: { isPresent?: boolean; isAbsent?: boolean; isLeave?: boolean }): AttendanceStatus {
  const chosen = (
    [
      ['PRESENT', flags.isPresent],
      ['ABSENT', flags.isAbsent],
      ['LEAVE', flags.isLeave],
    ] as const
  ).filter(([, on]) => on === true);
  if (chosen.length !== 1) throw badRequest('Choose present, absent or leave.');
  return chosen[0]![0];
}
