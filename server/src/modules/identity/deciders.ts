import {
  parseRegistrationPattern,
  type IdentityEvent,
  type InstituteCreated,
  type InstituteUpdated,
  type Role,
  type UserProfile,
  type UserRegistered,
} from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export interface UserState {
  exists: boolean;
  email: string;
  displayName: string;
  role: Role | null;
  /** A hash from an event recorded before credentials left the events (0012); the login copies it to user_credential. */
  legacyPasswordHash: string | null;
  institutes: string[];
  children: string[];
  blocked: boolean;
  deleted: boolean;
  tokenVersion: number;
  profile: UserProfile;
}

export type UserCommand =
  | { type: 'RegisterUser'; data: Omit<UserRegistered['data'], 'passwordHash'>; profile?: UserProfile }
  | { type: 'UpdateProfile'; data: { userId: string; profile: UserProfile } }
  | { type: 'BlockUser' | 'UnblockUser'; data: { userId: string } }
  | { type: 'DeleteUser'; data: { userId: string } }
  | { type: 'AssignInstitute'; data: { userId: string; instituteId: string; assign: boolean } }
  | { type: 'LinkChild'; data: { userId: string; studentId: string } }
  | { type: 'ChangePassword'; data: { userId: string; reason: 'reset' | 'changed' } }
  | { type: 'SignOut'; data: { userId: string; sessionId: string } };

export const userDecider: Decider<UserState, UserCommand, IdentityEvent> = {
  initialState: () => ({
    exists: false,
    email: '',
    displayName: '',
    role: null,
    legacyPasswordHash: null,
    institutes: [],
    children: [],
    blocked: false,
    deleted: false,
    tokenVersion: 0,
    profile: {},
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId: _id, passwordHash, passwordSet: _set, ...rest } = event.data;
        return { ...state, exists: true, ...rest, legacyPasswordHash: passwordHash ?? null };
      }
      case 'ParentLinkedToStudent':
        return { ...state, children: [...state.children, event.data.studentId] };
      case 'PasswordChanged':
        // A new password ends every session signed in with the old one.
        return { ...state, legacyPasswordHash: event.data.passwordHash ?? state.legacyPasswordHash, tokenVersion: state.tokenVersion + 1 };
      case 'UserProfileUpdated': {
        const profile = { ...state.profile, ...event.data.profile };
        return { ...state, profile, displayName: profile.displayName ?? state.displayName };
      }
      // Blocking and deleting end every session (the authenticator compares the token version).
      case 'UserBlocked':
        return { ...state, blocked: true, tokenVersion: state.tokenVersion + 1 };
      case 'UserUnblocked':
        return { ...state, blocked: false };
      case 'UserDeleted':
        return { ...state, deleted: true, tokenVersion: state.tokenVersion + 1 };
      case 'UserInstituteAssigned':
        return { ...state, institutes: [...state.institutes, event.data.instituteId] };
      case 'UserInstituteRemoved':
        return { ...state, institutes: state.institutes.filter((i) => i !== event.data.instituteId) };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.exists) throw conflict('This user is already registered.');
        // A credential never goes into an event (0012), even if a caller hands one over.
        const { passwordHash: _hash, ...data } = command.data as UserRegistered['data'];
        return [
          { type: 'UserRegistered', data },
          ...(command.profile && Object.keys(command.profile).length > 0
            ? [{ type: 'UserProfileUpdated' as const, data: { userId: command.data.userId, profile: command.profile } }]
            : []),
        ];
      }
      case 'UpdateProfile': {
        if (!state.exists || state.deleted) throw notFound('User not found.');
        const changed = changedFields(state.profile, command.data.profile, state.displayName);
        return Object.keys(changed).length === 0
          ? []
          : [{ type: 'UserProfileUpdated', data: { userId: command.data.userId, profile: changed } }];
      }
      case 'BlockUser':
        if (!state.exists || state.deleted) throw notFound('User not found.');
        return state.blocked ? [] : [{ type: 'UserBlocked', data: command.data }];
      case 'UnblockUser':
        if (!state.exists || state.deleted) throw notFound('User not found.');
        return state.blocked ? [{ type: 'UserUnblocked', data: command.data }] : [];
      case 'DeleteUser':
        if (!state.exists || state.deleted) throw notFound('User not found.');
        return [{ type: 'UserDeleted', data: { userId: command.data.userId, email: state.email } }];
      case 'AssignInstitute': {
        if (!state.exists || state.deleted) throw notFound('User not found.');
        const { userId, instituteId, assign } = command.data;
        const has = state.institutes.includes(instituteId);
        if (assign) return has ? [] : [{ type: 'UserInstituteAssigned', data: { userId, instituteId } }];
        if (!has) return [];
        if (state.institutes.length === 1) throw badRequest('A user must belong to at least one institute.');
        return [{ type: 'UserInstituteRemoved', data: { userId, instituteId } }];
      }
      case 'LinkChild':
        if (!state.exists || state.deleted) throw notFound('User not found.');
        if (state.role !== 'PARENT') throw conflict('Only a parent account can be linked to a student.');
        if (state.children.includes(command.data.studentId)) return [];
        return [{ type: 'ParentLinkedToStudent', data: command.data }];
      case 'ChangePassword':
        if (!state.exists) throw notFound('User not found.');
        return [{ type: 'PasswordChanged', data: { userId: command.data.userId, reason: command.data.reason } }];
      case 'SignOut':
        if (!state.exists) throw notFound('User not found.');
        return [{ type: 'UserSignedOut', data: { userId: command.data.userId, sessionId: command.data.sessionId } }];
    }
  },
};

/** Only the fields that differ from the current profile (displayName compares with the identity's name). */
function changedFields(current: UserProfile, next: UserProfile, displayName: string): UserProfile {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) {
    if (v === undefined) continue;
    const was = k === 'displayName' ? (current.displayName ?? displayName) : (current as Record<string, unknown>)[k];
    if (was !== v) out[k] = v;
  }
  return out as UserProfile;
}

export interface InstituteState {
  exists: boolean;
  instituteName: string;
  logoFileId: string | null;
  /** How new registration numbers are made; null: the default (contracts DEFAULT_REGISTRATION_PATTERN). */
  registrationPattern: string | null;
}
export type InstituteCommand =
  | { type: 'CreateInstitute'; data: InstituteCreated['data'] }
  | { type: 'UpdateInstitute'; data: InstituteUpdated['data'] }
  | { type: 'SetRegistrationPattern'; data: { instituteId: string; pattern: string } };

export const instituteDecider: Decider<InstituteState, InstituteCommand, IdentityEvent> = {
  initialState: () => ({ exists: false, instituteName: '', logoFileId: null, registrationPattern: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'InstituteCreated':
      case 'InstituteUpdated':
        return { ...state, exists: true, instituteName: event.data.instituteName, logoFileId: event.data.logoFileId ?? null };
      case 'RegistrationPatternSet':
        return { ...state, registrationPattern: event.data.pattern };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateInstitute':
        if (state.exists) throw conflict('This institute already exists.');
        return [{ type: 'InstituteCreated', data: command.data }];
      case 'UpdateInstitute':
        if (!state.exists) throw notFound('Institute not found.');
        return [{ type: 'InstituteUpdated', data: { ...command.data, logoFileId: command.data.logoFileId ?? state.logoFileId } }];
      case 'SetRegistrationPattern': {
        if (!state.exists) throw notFound('Institute not found.');
        const parsed = parseRegistrationPattern(command.data.pattern);
        if ('error' in parsed) throw badRequest(parsed.error);
        const pattern = command.data.pattern.trim();
        if (pattern === state.registrationPattern) return [];
        return [
          { type: 'RegistrationPatternSet', data: { instituteId: command.data.instituteId, pattern, previous: state.registrationPattern } },
        ];
      }
    }
  },
};

export const userStream = (id: string) => `user-${id}`;
export const instituteStream = (id: string) => `institute-${id}`;
