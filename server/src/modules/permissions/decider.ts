import type { PermissionEvent, PermissionModule, PermissionSubjectKind } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';

/** The module flags of one subject (a department, or a manager or staff member in one institute). */
export interface PermissionsState {
  modules: Partial<Record<PermissionModule, boolean>>;
}

export type PermissionsCommand = {
  type: 'SetModulePermissions';
  data: { subjectKind: PermissionSubjectKind; subjectId: string; modules: Partial<Record<PermissionModule, boolean>> };
};

export const departmentPermissionsStream = (departmentId: string) => `departmentPermissions-${departmentId}`;
export const userPermissionsStream = (instituteId: string, userId: string) => `userPermissions-${instituteId}:${userId}`;

export const permissionsDecider: Decider<PermissionsState, PermissionsCommand, PermissionEvent> = {
  initialState: () => ({ modules: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'ModulePermissionsSet':
        return { modules: { ...state.modules, ...event.data.modules } };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SetModulePermissions': {
        // Only what changes is recorded. A flag never set is not the same as off: a staff member's own `false`
        // overrides what their department grants, so setting it is recorded.
        const changed = Object.fromEntries(
          Object.entries(command.data.modules).filter(([m, on]) => state.modules[m as PermissionModule] !== on),
        ) as Partial<Record<PermissionModule, boolean>>;
        if (Object.keys(changed).length === 0) return [];
        return [{ type: 'ModulePermissionsSet', data: { ...command.data, modules: changed } }];
      }
    }
  },
};
