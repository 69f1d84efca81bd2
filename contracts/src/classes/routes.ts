import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { Ok, Paged } from '../envelope.js';
import { HistoryReply } from '../history.js';
import { CLASS_TYPES, ClassView } from './index.js';
// ---- live classes (live-read) ----
import { LiveAttendanceTimes } from './live.js';
// ---- end live classes ----

/**
 * The calls of the classes module (002 §2 Live classes, Class attendance page; §7 Batches, classes, attendance; Live
 * classes and timetables; 001 §7 attendance/create).
 */

const Ref = (message: string) => Type.String({ minLength: 1, maxLength: 64, 'x-message': message });
const Stamp = (message: string) =>
  Type.String({
    minLength: 1,
    maxLength: 40,
    [WINDOW]: 'calendar',
    'x-message': message,
    'x-invalid': `${message.replace(' is required.', '')} must be a date and time.`,
  });
const Reason = (message: string) =>
  Type.String({ minLength: 1, maxLength: 500, 'x-message': message, 'x-invalid': 'Reason must be at most 500 characters.' });

/** A class lasts at most this long (minutes). */
export const MAX_CLASS_MINUTES = 8 * 60;
/** Credit bounds of a class. */
export const MAX_CLASS_CREDIT = 10;

export const ClassTypeField = Type.Union(
  CLASS_TYPES.map((t) => Type.Literal(t)),
  { 'x-invalid': 'Type must be ONLINE or OFFLINE.' },
);

/** 002 §2 Create Class dialog: a one-off class of a batch's subject with its teacher. */
export const CreateClassBody = Type.Object({
  batch: Ref('Batch is required.'),
  subject: Ref('Subject is required.'),
  teacher: Ref('Teacher is required.'),
  startTime: Stamp('Start Time is required.'),
  endTime: Stamp('End Time is required.'),
  classRoom: Type.Optional(Type.String({ maxLength: 60, 'x-invalid': 'Class room must be at most 60 characters.' })),
  type: ClassTypeField,
  credit: Type.Optional(
    Type.Number({ minimum: 0, maximum: MAX_CLASS_CREDIT, 'x-invalid': `Credit must be between 0 and ${MAX_CLASS_CREDIT}.` }),
  ),
});
export type CreateClassBody = Static<typeof CreateClassBody>;

/** PUT class/cancel/:classId: a reason is required; refused once the register was taken. */
export const CancelClassBody = Type.Object({ reason: Reason('Reason is required.') });
export type CancelClassBody = Static<typeof CancelClassBody>;

/** PUT class/update/:classId: move a class to another time (and room); refused once the register was taken. */
export const MoveClassBody = Type.Object({
  startTime: Stamp('Start Time is required.'),
  endTime: Stamp('End Time is required.'),
  classRoom: Type.Optional(Type.String({ maxLength: 60, 'x-invalid': 'Class room must be at most 60 characters.' })),
  reason: Reason('Reason is required.'),
});
export type MoveClassBody = Static<typeof MoveClassBody>;

const Flag = Type.Optional(Type.Boolean({ 'x-invalid': 'isPresent, isAbsent and isLeave must be true or false.' }));
const StudentRef = Type.String({ minLength: 1, maxLength: 64 });

/**
 * 002 §7 / 001 §7 POST attendance/create: `user` is one student id, or the list of the class's students (Mark All);
 * exactly one of `isPresent`, `isAbsent`, `isLeave` is true.
 */
export const MarkAttendanceBody = Type.Object({
  classId: Ref('Class is required.'),
  user: Type.Union([StudentRef, Type.Array(StudentRef, { minItems: 1, maxItems: 1000 })], {
    'x-message': 'Student is required.',
    'x-invalid': 'user must be a student id or a list of student ids.',
  }),
  isPresent: Flag,
  isAbsent: Flag,
  isLeave: Flag,
});
export type MarkAttendanceBody = Static<typeof MarkAttendanceBody>;

/** The messages for the flags of a register mark (the route checks them before the command). */
export const MARK_FLAG_MESSAGES = {
  none: 'Choose one of present, absent or leave.',
  many: 'Only one of present, absent or leave can be chosen.',
} as const;

export const ClassParams = Type.Object({ classId: Type.String({ minLength: 1, maxLength: 100 }) });
export const TeacherClassParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });

/** today: classes of the institute's today; upcoming: not ended yet (soonest first); past: ended (latest first). */
export const CLASS_WHEN = ['today', 'upcoming', 'past'] as const;
export type ClassWhen = (typeof CLASS_WHEN)[number];
const When = Type.Union(
  CLASS_WHEN.map((w) => Type.Literal(w)),
  { 'x-invalid': 'when must be today, upcoming or past.' },
);
const Day = (label: string) => Type.String({ maxLength: 40, [WINDOW]: 'calendar', 'x-label': label });
const Paging = {
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
};
const ListFilters = {
  ...Paging,
  type: Type.Optional(ClassTypeField),
  when: Type.Optional(When),
  /** Institute days, inclusive (YYYY-MM-DD, ISO date-time or epoch ms). */
  from: Type.Optional(Day('From')),
  to: Type.Optional(Day('To')),
  /** Include cancelled classes (default true). */
  cancelled: Type.Optional(Type.Boolean()),
};

/** GET teacher/class/:userId[?type=ONLINE]. */
export const TeacherClassQuery = Type.Object(ListFilters);
export type TeacherClassQuery = Static<typeof TeacherClassQuery>;

/** GET student/lms: the calling student's (a parent's `child`) batch classes. */
export const StudentLmsQuery = Type.Object({ ...ListFilters, child: Type.Optional(Type.String({ maxLength: 64 })) });
export type StudentLmsQuery = Static<typeof StudentLmsQuery>;

/** GET class: the institute's classes (office), or a batch's (the batch's Classes tab). */
export const ClassListQuery = Type.Object({
  ...ListFilters,
  batch: Type.Optional(Type.String({ maxLength: 64 })),
  teacher: Type.Optional(Type.String({ maxLength: 64 })),
  subject: Type.Optional(Type.String({ maxLength: 64 })),
});
export type ClassListQuery = Static<typeof ClassListQuery>;

export const ClassListReply = Paged(ClassView);
export type ClassListReply = Static<typeof ClassListReply>;

/** GET attendance/:classId (002 §7): the class's batch students, 30 per page by default. */
export const ClassAttendanceQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 30 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  sortAlphabetically: Type.Optional(
    Type.Union([Type.Literal('A-Z'), Type.Literal('Z-A'), Type.Literal('')], { 'x-invalid': 'sortAlphabetically must be A-Z or Z-A.' }),
  ),
  sortRollNo: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('des'), Type.Literal('')], { 'x-invalid': 'sortRollNo must be asc or des.' }),
  ),
  gender: Type.Optional(
    Type.Union([Type.Literal('MALE'), Type.Literal('FEMALE'), Type.Literal('OTHER'), Type.Literal('')], {
      'x-invalid': 'gender must be MALE, FEMALE or OTHER.',
    }),
  ),
});
export type ClassAttendanceQuery = Static<typeof ClassAttendanceQuery>;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** 002 §3 Attendance record: a student of the class with their current mark (all flags false while unmarked). */
export const ClassAttendanceRow = Type.Object({
  student: Type.Object({
    _id: Type.String(),
    displayName: Type.String(),
    photoUrl: Nullable(Type.String()),
    rollNumber: Nullable(Type.String()),
    registrationNumber: Nullable(Type.String()),
    gender: Nullable(Type.String()),
  }),
  isPresent: Type.Boolean(),
  isAbsent: Type.Boolean(),
  isOnLeave: Type.Boolean(),
  classId: Type.String(),
  /** The student's id. */
  user: Type.String(),
  markedAt: Nullable(Type.String()),
  markedBy: Nullable(Type.Object({ _id: Type.String(), displayName: Type.String() })),
  // ---- live classes (live-read) ----
  /** The student's time in the live class as the server saw it (all null/0/false when they never joined). */
  ...LiveAttendanceTimes.properties,
  // ---- end live classes ----
});
export type ClassAttendanceRow = Static<typeof ClassAttendanceRow>;
export const ClassAttendanceReply = Paged(ClassAttendanceRow);
export type ClassAttendanceReply = Static<typeof ClassAttendanceReply>;

/** POST attendance/create: the marks now held for the students named (unchanged ones included). */
export const MarkAttendanceReply = Ok(
  Type.Object({
    classId: Type.String(),
    marks: Type.Array(Type.Object({ user: Type.String(), isPresent: Type.Boolean(), isAbsent: Type.Boolean(), isOnLeave: Type.Boolean() })),
    /** How many students of the class have a mark now. */
    markedCount: Type.Integer(),
    /** How many marks this call changed (0: every mark was already so; nothing was written). */
    changed: Type.Integer(),
  }),
);
export type MarkAttendanceReply = Static<typeof MarkAttendanceReply>;

/** GET class/:classId/history: scheduled, moved, cancelled and each mark change (before/after), oldest first. */
export const ClassHistoryReply = HistoryReply;
