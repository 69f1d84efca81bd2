import type { DepartmentEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { conflict, notFound } from '../../platform/errors.js';

export interface DepartmentState {
  exists: boolean;
  deleted: boolean;
  title: string;
  description: string;
  iconFileId: string | null;
}

export type DepartmentCommand =
  | { type: 'CreateDepartment'; data: { departmentId: string; title: string; description: string; iconFileId: string | null } }
  | { type: 'UpdateDepartment'; data: { departmentId: string; title: string; description: string; iconFileId: string | null } }
  | { type: 'DeleteDepartment'; data: { departmentId: string } };

export const departmentStream = (id: string) => `department-${id}`;

export const departmentDecider: Decider<DepartmentState, DepartmentCommand, DepartmentEvent> = {
  initialState: () => ({ exists: false, deleted: false, title: '', description: '', iconFileId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'DepartmentCreated':
      case 'DepartmentUpdated':
        return { ...state, exists: true, title: event.data.title, description: event.data.description, iconFileId: event.data.iconFileId };
      case 'DepartmentDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateDepartment':
        if (state.exists) throw conflict('This department already exists.');
        return [{ type: 'DepartmentCreated', data: command.data }];
      case 'UpdateDepartment': {
        if (!state.exists || state.deleted) throw notFound('Department not found.');
        const data = { ...command.data, iconFileId: command.data.iconFileId ?? state.iconFileId };
        if (data.title === state.title && data.description === state.description && data.iconFileId === state.iconFileId) return [];
        return [{ type: 'DepartmentUpdated', data }];
      }
      case 'DeleteDepartment':
        if (!state.exists || state.deleted) throw notFound('Department not found.');
        return [{ type: 'DepartmentDeleted', data: command.data }];
    }
  },
};
