import { Type, type Static } from '@sinclair/typebox';
import { FilePart, Ok } from '../envelope.js';

/** 001 §5 Institute: name, email, phone (minimum 10), description and address required; the admin is an ADMIN user. */
export const InstituteBody = Type.Object({
  instituteName: Type.String({ minLength: 1, maxLength: 160, 'x-message': 'Institute name is required.' }),
  email: Type.String({
    minLength: 1,
    maxLength: 320,
    format: 'email',
    'x-message': 'Email is required',
    'x-invalid': 'Please enter a valid email address',
  }),
  phoneNumber: Type.String({
    minLength: 1,
    maxLength: 20,
    pattern: '^\\+?\\d{10,18}$',
    'x-message': 'Phone number is required',
    'x-invalid': 'Minimum 10 digits required',
  }),
  admin: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Please choose an admin.' }),
  description: Type.String({ minLength: 1, maxLength: 2000, 'x-message': 'Description is required.' }),
  address: Type.String({ minLength: 1, maxLength: 500, 'x-message': 'Address is required.' }),
  logo: FilePart('institute logo (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
});
export type InstituteBody = Static<typeof InstituteBody>;

export const InstituteDetail = Type.Object({
  _id: Type.String(),
  instituteName: Type.String(),
  email: Type.String(),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  admin: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
});
export type InstituteDetail = Static<typeof InstituteDetail>;
export const InstituteDetailReply = Ok(InstituteDetail);

export const AssignParams = Type.Object({
  instituteId: Type.String({ minLength: 1, maxLength: 64 }),
  userId: Type.String({ minLength: 1, maxLength: 64 }),
});
export const AssignQuery = Type.Object({ assign: Type.Optional(Type.Boolean({ default: true })) });

export interface InstituteUpdated {
  type: 'InstituteUpdated';
  data: {
    instituteId: string;
    instituteName: string;
    email: string;
    phoneNumber: string;
    admin: string;
    description: string;
    address: string;
    logoFileId: string | null;
  };
}
