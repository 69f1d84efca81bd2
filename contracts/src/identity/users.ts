import { Type, type Static } from '@sinclair/typebox';
import { FilePart } from '../envelope.js';
import { ROLES } from '../roles.js';

/** 001 §3 User/staff and Student details: the profile beyond the sign-in identity, every field optional. */
export interface UserProfile {
  displayName?: string;
  phoneNumber?: string;
  countryCode?: string;
  gender?: string;
  caste?: string;
  webUrl?: string;
  photoFileId?: string | null;
  dateOfBirth?: string;
  experience?: string;
  department?: string;
  designation?: string;
  employmentCode?: string;
  aadharNumber?: string;
  aadharImageFileId?: string | null;
  emergencyContactName?: string;
  emergencyContactNumber?: string;
  city?: string;
  state?: string;
  district?: string;
  address?: string;
  pinCode?: string;
  accountNumber?: string;
  accountHolderName?: string;
  ifscCode?: string;
  bankName?: string;
  applicationNumber?: string;
  enrollmentCode?: string;
  registrationNumber?: string;
  rollNumber?: string;
  libraryCardNumber?: string;
  isHostler?: boolean;
  isUsingTransport?: boolean;
  batch?: string;
  fatherName?: string;
  motherName?: string;
  parentNumber?: string;
  parentEmail?: string;
}

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const CASTES = ['GENERAL', 'OBC', 'SC', 'ST'] as const;
const lit = (xs: readonly string[], message: string, invalid: string) =>
  Type.Union(
    xs.map((x) => Type.Literal(x)),
    { 'x-message': message, 'x-invalid': invalid },
  );
const str = (max: number, message?: string) => Type.String({ maxLength: max, ...(message ? { 'x-message': message } : {}) });

/** 001 §5 Registration: name, valid e-mail, phone (min 10), gender, caste and country required. */
export const RegisterBody = Type.Object({
  name: Type.Optional(str(120)),
  displayName: Type.Optional(str(120)),
  // Sign-in keeps only ASCII, so an address with other characters could never sign in: refused here, with its own message.
  email: Type.String({
    minLength: 1,
    maxLength: 320,
    format: 'email',
    pattern: '^[\\x21-\\x7E]+$',
    'x-message': 'Email is required',
    'x-invalid': 'Please enter a valid email address',
    'x-pattern-invalid': 'Email may contain only English letters, digits and the usual symbols (no accents, other scripts or spaces).',
  }),
  phoneNumber: Type.String({
    minLength: 1,
    maxLength: 20,
    pattern: '^\\+?\\d{10,18}$',
    'x-message': 'Phone number is required',
    'x-invalid': 'Minimum 10 digits required',
  }),
  gender: lit(GENDERS, 'Gender is required', 'Gender must be MALE, FEMALE or OTHER'),
  caste: lit(CASTES, 'Caste is required', 'Caste must be GENERAL, OBC, SC or ST'),
  countryCode: Type.String({ minLength: 1, maxLength: 8, 'x-message': 'Country is required.' }),
  role: Type.Union(
    ROLES.map((r) => Type.Literal(r)),
    { 'x-message': 'Role is required', 'x-invalid': 'Unknown role' },
  ),
  webUrl: Type.Optional(
    Type.String({
      maxLength: 500,
      pattern: '^\\s*$|^[Hh][Tt][Tt][Pp][Ss]?://[^\\s<>"\'`]+$',
      'x-invalid': 'Website must be an http:// or https:// address.',
    }),
  ),
  photo: FilePart('profile photo (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
  /** PARENT only: the students (ids) to link. Repeated field or one id. */
  students: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 })])),
});
export type RegisterBody = Static<typeof RegisterBody>;

/** 002 Account settings: photo, full name, country code, phone number and gender. */
export const AccountUpdateBody = Type.Object({
  displayName: Type.String({ minLength: 1, maxLength: 120, 'x-message': 'Name is required' }),
  countryCode: Type.String({ minLength: 1, maxLength: 8, 'x-message': 'Country is required.' }),
  phoneNumber: Type.String({
    minLength: 1,
    maxLength: 20,
    pattern: '^\\+?\\d{10,18}$',
    'x-message': 'Phone number is required',
    'x-invalid': 'Minimum 10 digits required',
  }),
  gender: lit(GENDERS, 'Gender is required', 'Gender must be MALE, FEMALE or OTHER'),
  photo: FilePart('profile photo (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
});
export type AccountUpdateBody = Static<typeof AccountUpdateBody>;

export interface UserProfileUpdated {
  type: 'UserProfileUpdated';
  data: { userId: string; profile: UserProfile };
}
export interface UserBlocked {
  type: 'UserBlocked';
  data: { userId: string };
}
export interface UserUnblocked {
  type: 'UserUnblocked';
  data: { userId: string };
}
export interface UserDeleted {
  type: 'UserDeleted';
  data: { userId: string; email: string };
}
export interface UserInstituteAssigned {
  type: 'UserInstituteAssigned';
  data: { userId: string; instituteId: string };
}
export interface UserInstituteRemoved {
  type: 'UserInstituteRemoved';
  data: { userId: string; instituteId: string };
}
export type UserLifecycleEvent =
  | UserProfileUpdated
  | UserBlocked
  | UserUnblocked
  | UserDeleted
  | UserInstituteAssigned
  | UserInstituteRemoved;
