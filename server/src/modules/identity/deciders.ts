import type { IdentityEvent, InstituteCreated, Role, UserRegistered } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { conflict, notFound } from '../../platform/errors.js';

export interface UserState {
  exists: boolean;
  email: string;
  displayName: string;
  role: Role | null;
  passwordHash: string;
  institutes: string[];
  children: string[];
  blocked: boolean;
  tokenVersion: number;
}

export type UserCommand =
  | { type: 'RegisterUser'; data: UserRegistered['data'] }
  | { type: 'LinkChild'; data: { userId: string; studentId: string } }
  | { type: 'ChangePassword'; data: { userId: string; passwordHash: string; reason: 'reset' | 'changed' } };

export const userDecider: Decider<UserState, UserCommand, IdentityEvent> = {
  initialState: () => ({
    exists: false,
    email: '',
    displayName: '',
    role: null,
    passwordHash: '',
    institutes: [],
    children: [],
    blocked: false,
    tokenVersion: 0,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, exists: true, ...event.data };
      case 'ParentLinkedToStudent':
        return { ...state, children: [...state.children, event.data.studentId] };
      case 'PasswordChanged':
        // A new password ends every session signed in with the old one.
        return { ...state, passwordHash: event.data.passwordHash, tokenVersion: state.tokenVersion + 1 };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.exists) throw conflict('This user is already registered.');
        return [{ type: 'UserRegistered', data: command.data }];
      case 'LinkChild':
        if (!state.exists) throw notFound('User not found.');
        if (state.role !== 'PARENT') throw conflict('Only a parent account can be linked to a student.');
        if (state.children.includes(command.data.studentId)) return [];
        return [{ type: 'ParentLinkedToStudent', data: command.data }];
      case 'ChangePassword':
        if (!state.exists) throw notFound('User not found.');
        return [{ type: 'PasswordChanged', data: command.data }];
    }
  },
};

export interface InstituteState {
  exists: boolean;
  instituteName: string;
}
export type InstituteCommand = { type: 'CreateInstitute'; data: InstituteCreated['data'] };

export const instituteDecider: Decider<InstituteState, InstituteCommand, IdentityEvent> = {
  initialState: () => ({ exists: false, instituteName: '' }),
  evolve(state, event) {
    return event.type === 'InstituteCreated' ? { exists: true, instituteName: event.data.instituteName } : state;
  },
  decide(command, state) {
    if (state.exists) throw conflict('This institute already exists.');
    return [{ type: 'InstituteCreated', data: command.data }];
  },
};

export const userStream = (id: string) => `user-${id}`;
export const instituteStream = (id: string) => `institute-${id}`;
