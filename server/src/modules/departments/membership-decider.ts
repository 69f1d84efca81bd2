import type { DepartmentMembershipEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { notFound } from '../../platform/errors.js';

/** One aggregate per user and institute: the department they belong to, so "at most one department" is decided here. */
export interface MembershipState {
  departmentId: string | null;
}

export type MembershipCommand =
  | { type: 'AssignToDepartment'; data: { userId: string; departmentId: string } }
  | { type: 'RemoveFromDepartment'; data: { userId: string } };

export const membershipStream = (instituteId: string, userId: string) => `departmentMembership-${instituteId}:${userId}`;

export const membershipDecider: Decider<MembershipState, MembershipCommand, DepartmentMembershipEvent> = {
  initialState: () => ({ departmentId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'StaffAssignedToDepartment':
        return { departmentId: event.data.departmentId };
      case 'StaffRemovedFromDepartment':
        return { departmentId: null };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AssignToDepartment':
        // Already there: nothing to record (the route says so).
        if (state.departmentId === command.data.departmentId) return [];
        return [{ type: 'StaffAssignedToDepartment', data: { ...command.data, previousDepartmentId: state.departmentId } }];
      case 'RemoveFromDepartment':
        if (!state.departmentId) throw notFound('This user is not in a department.');
        return [{ type: 'StaffRemovedFromDepartment', data: { userId: command.data.userId, departmentId: state.departmentId } }];
    }
  },
};
