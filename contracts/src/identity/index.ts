import { Type, type Static } from '@sinclair/typebox';
import { ROLES, type Role } from '../roles.js';
import { Ok } from '../envelope.js';
import type { UserLifecycleEvent } from './users.js';
import type { InstituteUpdated } from './institutes.js';
import type { RegistrationPatternSet } from './registration-numbers.js';

export * from './users.js';
export * from './institutes.js';
export * from './registration-numbers.js';

export const RoleSchema = Type.Union(ROLES.map((r) => Type.Literal(r)));

/** 001 §5 Login: the messages are the spec's. Non-ASCII stripped and values trimmed by the server too. */
export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320, 'x-message': 'Email is required' }),
  password: Type.String({ minLength: 1, maxLength: 1024, 'x-message': 'Password is required' }),
});
export type LoginBody = Static<typeof LoginBody>;

export const UserSummary = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  displayName: Type.String(),
  role: RoleSchema,
  institutes: Type.Array(Type.String()),
  activeInstitute: Type.Union([Type.String(), Type.Null()]),
  landing: Type.String(),
});
export type UserSummary = Static<typeof UserSummary>;

export const LoginData = Type.Object({ accessToken: Type.String(), expiresAt: Type.String(), user: UserSummary });
export type LoginData = Static<typeof LoginData>;
export const LoginReply = Ok(LoginData);
export const Logo = Type.Object({
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  instituteName: Type.Union([Type.String(), Type.Null()]),
});
export type Logo = Static<typeof Logo>;
export const LogoReply = Ok(Logo);

export const InstituteSummary = Type.Object({
  _id: Type.String(),
  instituteName: Type.String(),
  email: Type.String(),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
});
export type InstituteSummary = Static<typeof InstituteSummary>;

// Events of the identity module.
export interface InstituteCreated {
  type: 'InstituteCreated';
  data: {
    instituteId: string;
    instituteName: string;
    email: string;
    phoneNumber?: string;
    logoFileId?: string | null;
    admin?: string;
    description?: string;
    address?: string;
  };
}
export interface UserRegistered {
  type: 'UserRegistered';
  data: {
    userId: string;
    email: string;
    displayName: string;
    role: Role;
    /** True when the user was registered with a password (the demo, tests); false for an invited user. */
    passwordSet?: boolean;
    /** Only in events recorded before docs/decisions/0012: the hash now lives in `user_credential`, never in events. */
    passwordHash?: string;
    institutes: string[];
  };
}
export interface UserLinkedToStudent {
  type: 'ParentLinkedToStudent';
  data: { userId: string; studentId: string };
}
/** The password was set; the hash is in `user_credential` (`passwordHash` only in events older than 0012). */
export interface PasswordChanged {
  type: 'PasswordChanged';
  data: { userId: string; passwordHash?: string; reason: 'reset' | 'changed' };
}
/** POST auth/logout: one session ended (its id is in `ended_session`, which the guard checks). */
export interface UserSignedOut {
  type: 'UserSignedOut';
  data: { userId: string; sessionId: string };
}
export type IdentityEvent =
  | InstituteCreated
  | InstituteUpdated
  | RegistrationPatternSet
  | UserRegistered
  | UserLinkedToStudent
  | PasswordChanged
  | UserSignedOut
  | UserLifecycleEvent;

export const ForgotPasswordBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320, 'x-message': 'Email is required' }),
});
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, 'x-message': 'The reset link is incomplete.' }),
  password: Type.String({ minLength: 1, maxLength: 1024, 'x-message': 'Password is required' }),
});
