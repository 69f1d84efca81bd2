import { Type, type Static } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { FilePart, Ok, Paged } from '../envelope.js';
import { RoleSchema, CASTES, GENDERS, RegisterBody } from '../identity/index.js';

const opt = (max: number, extra: Record<string, unknown> = {}) => Type.Optional(Type.String({ maxLength: max, ...extra }));
const choice = (xs: readonly string[], invalid: string) =>
  Type.Optional(
    Type.Union(
      xs.map((x) => Type.Literal(x)),
      { 'x-invalid': invalid },
    ),
  );
const PHONE = { pattern: '^\\+?\\d{10,18}$', 'x-invalid': 'Minimum 10 digits required' };
/** A web address: http or https only (no `javascript:`), or blank to clear it. */
export const WEB_URL = {
  pattern: '^\\s*$|^[Hh][Tt][Tt][Pp][Ss]?://[^\\s<>"\'`]+$',
  'x-invalid': 'Website must be an http:// or https:// address.',
};

/**
 * PUT user/update/:id (multipart): the staff and student fields of 001 §3/§5. A partial update: a field left out
 * keeps its value; a field sent empty is refused with the spec's message where it names one.
 */
export const UserUpdateBody = Type.Object({
  name: opt(120),
  displayName: opt(120),
  email: opt(320),
  phoneNumber: opt(20, { minLength: 1, 'x-message': 'Minimum 10 digits required', ...PHONE }),
  countryCode: opt(8, { minLength: 1, 'x-message': 'Country is required.' }),
  gender: choice(GENDERS, 'Gender must be MALE, FEMALE or OTHER'),
  caste: choice(CASTES, 'Caste must be GENERAL, OBC, SC or ST'),
  role: Type.Optional(RoleSchema),
  webUrl: opt(500, WEB_URL),
  dateOfBirth: opt(30, {
    minLength: 1,
    format: 'date',
    [WINDOW]: 'birth',
    'x-window-invalid': 'Please choose a valid date of birth',
    'x-message': 'Please choose a valid date of birth',
    'x-invalid': 'Please choose a valid date of birth',
  }),
  experience: opt(30, {
    minLength: 1,
    format: 'date',
    [WINDOW]: 'birth',
    'x-label': 'Experience',
    'x-message': 'Years of experience is required.',
    'x-invalid': 'Experience must be a date (YYYY-MM-DD).',
  }),
  department: opt(64),
  designation: opt(64),
  employmentCode: opt(64),
  aadharNumber: opt(12, {
    minLength: 1,
    pattern: '^\\d{12}$',
    'x-message': 'Aadhar number Must be 12 number',
    'x-invalid': 'Aadhar number Must be 12 number',
  }),
  emergencyContactName: opt(120),
  emergencyContactNumber: opt(18, {
    minLength: 1,
    pattern: '^\\+?\\d{6,18}$',
    'x-message': 'Emergency contact number is required.',
    'x-invalid': 'Emergency contact number is invalid (at most 18 characters).',
  }),
  city: opt(120, { minLength: 1, 'x-message': 'City is required.' }),
  state: opt(120, { minLength: 1, 'x-message': 'State is required.' }),
  district: opt(120, { minLength: 1, 'x-message': 'District is required.' }),
  address: opt(500),
  pinCode: opt(10, { minLength: 1, pattern: '^\\d{4,10}$', 'x-message': 'Minimum  4 numbers.', 'x-invalid': 'Minimum  4 numbers.' }),
  accountNumber: opt(18, {
    minLength: 1,
    pattern: '^\\d{9,18}$',
    'x-message': 'Account number is required.',
    'x-invalid': 'Account number must be 9 to 18 digits.',
  }),
  accountHolderName: opt(120),
  ifscCode: opt(11, {
    minLength: 1,
    pattern: '^[A-Z]{4}0[A-Z0-9]{6}$',
    'x-message': 'Ifsc code is required.',
    'x-invalid': 'IFSC code must be 4 capital letters, a 0, then 6 capital letters or digits (e.g. SBIN0001234).',
  }),
  bankName: opt(120),
  applicationNumber: opt(64),
  enrollmentCode: opt(64),
  registrationNumber: opt(64),
  rollNumber: opt(64),
  libraryCardNumber: opt(64),
  isHostler: Type.Optional(Type.Boolean()),
  isUsingTransport: Type.Optional(Type.Boolean()),
  batch: opt(64),
  fatherName: opt(120),
  motherName: opt(120),
  parentNumber: opt(20, { minLength: 1, 'x-message': 'Parent number is required.', ...PHONE }),
  parentEmail: opt(320, {
    minLength: 1,
    format: 'email',
    'x-message': 'Should be a valid email address',
    'x-invalid': 'Should be a valid email address',
  }),
  photo: FilePart('profile photo (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
  aadharImage: FilePart('Aadhar card image (PNG, JPEG, GIF or WebP, at most 5 MiB)'),
});
export type UserUpdateBody = Static<typeof UserUpdateBody>;

export const UserListQuery = Type.Object({
  role: Type.Optional(Type.Union([RoleSchema, Type.Array(RoleSchema, { maxItems: 7 })])),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
});

const N = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
export const UserRow = Type.Object({
  _id: Type.String(),
  displayName: Type.String(),
  /** null where the caller sees only a class register's columns (a teacher reading their student). */
  email: N(Type.String()),
  phoneNumber: N(Type.String()),
  countryCode: N(Type.String()),
  role: RoleSchema,
  gender: N(Type.String()),
  photoUrl: N(Type.String()),
  blockStatus: Type.Union([Type.Literal('BLOCKED'), Type.Literal('ACTIVE')]),
  createdAt: Type.String(),
  assignInstitutes: Type.Array(Type.String()),
});
export type UserRow = Static<typeof UserRow>;
export const UserList = Paged(UserRow);

const Doc = Type.Object({}, { additionalProperties: true });
export const UserDetails = Type.Object({
  ...UserRow.properties,
  caste: N(Type.String()),
  dateOfBirth: N(Type.String()),
  webUrl: N(Type.String()),
  /** The department whose employee list names the person (departments module), with its title for the screen. */
  department: N(Type.String()),
  departmentTitle: Type.Optional(N(Type.String())),
  designation: N(Type.String()),
  experience: N(Type.String()),
  children: Type.Array(Type.String()),
  employeeDetails: Type.Optional(Doc),
  addressDetails: Type.Optional(Doc),
  bankDetails: Type.Optional(Doc),
  academicDetails: Type.Optional(Doc),
});
export type UserDetails = Static<typeof UserDetails>;
export const UserDetailsReply = Ok(UserDetails);
export const UserDetailsQuery = Type.Object({
  bank: Type.Optional(Type.Boolean()),
  academics: Type.Optional(Type.Boolean()),
  employee: Type.Optional(Type.Boolean()),
  address: Type.Optional(Type.Boolean()),
});

export const StudentListQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 12 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  session: Type.Optional(Type.String({ maxLength: 64 })),
  course: Type.Optional(Type.String({ maxLength: 64 })),
  branch: Type.Optional(Type.String({ maxLength: 64 })),
  isAlumni: Type.Optional(Type.Boolean({ default: false })),
});

const Titled = N(Type.String());
export const StudentRow = Type.Object({
  _id: Type.String(),
  displayName: Type.String(),
  /** null for a teacher, who sees a class register's columns only. */
  email: N(Type.String()),
  phoneNumber: N(Type.String()),
  countryCode: N(Type.String()),
  gender: N(Type.String()),
  photoUrl: N(Type.String()),
  createdAt: Type.String(),
  parents: Type.Array(Type.String()),
  academicDetails: Type.Object({
    registrationNumber: N(Type.String()),
    rollNumber: N(Type.String()),
    libraryCardNumber: N(Type.String()),
    applicationNumber: N(Type.String()),
    enrollmentCode: N(Type.String()),
    batch: Type.Union([
      Type.Object({ _id: Type.String(), session: Titled, course: Titled, branch: Titled, isCompleted: Type.Boolean() }),
      Type.Null(),
    ]),
  }),
});
export type StudentRow = Static<typeof StudentRow>;
export const StudentList = Paged(StudentRow);

/**
 * GET student/export puts at most this many rows in one file. A bigger export is refused with a message saying so,
 * never cut short; the export drawer shows the limit when the list holds more (issue 11).
 */
export const STUDENT_EXPORT_MAX_ROWS = 20_000;

export const PARENT_RELATIONS = ['FATHER', 'MOTHER', 'GUARDIAN'] as const;
export type ParentRelation = (typeof PARENT_RELATIONS)[number];

/**
 * POST student/register (multipart; issue 11 item 8): the registration fields of 001 §5 for a student, plus the batch,
 * the date of birth, a registration number (blank: made from the institute's pattern) and the parent's details. A
 * parent e-mail of an existing parent of the institute links that parent (siblings); a new one creates a PARENT account
 * with an invitation. Parent fields are all-or-nothing: name and e-mail are required once any is given.
 */
export const StudentRegisterBody = Type.Object({
  ...Type.Omit(RegisterBody, ['role', 'students']).properties,
  batch: opt(64),
  dateOfBirth: UserUpdateBody.properties.dateOfBirth,
  registrationNumber: opt(64, {
    pattern: '^\\s*$|^[A-Za-z0-9/_.-]+$',
    'x-invalid': 'Registration number may hold only letters, digits and / - _ .',
  }),
  parentName: opt(120),
  parentRelation: choice(PARENT_RELATIONS, 'Relation must be FATHER, MOTHER or GUARDIAN'),
  parentPhone: opt(20, { ...PHONE, pattern: '^\\s*$|^\\+?\\d{10,18}$' }),
  parentEmail: opt(320, {
    pattern: '^\\s*$|^[\\x21-\\x7E]+@[\\x21-\\x7E]+\\.[\\x21-\\x7E]+$',
    'x-invalid': 'Should be a valid email address',
  }),
});
export type StudentRegisterBody = Static<typeof StudentRegisterBody>;
export const StudentRegistered = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  displayName: Type.String(),
  registrationNumber: Type.String(),
  parent: Type.Union([Type.Object({ _id: Type.String(), email: Type.String(), created: Type.Boolean() }), Type.Null()]),
});
export type StudentRegistered = Static<typeof StudentRegistered>;
export const StudentRegisteredReply = Ok(StudentRegistered);
