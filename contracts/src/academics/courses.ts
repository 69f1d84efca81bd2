import { Type, type Static } from '@sinclair/typebox';
import { DateField } from '../dates.js';
import { FilePart, Ok, Paged } from '../envelope.js';

/** Years of a course or branch: a whole number of years (000 §9 "Course duration in years"). */
/** The spec's filter lists (course, branch, session) page by 5 (001 §7). */
export const FilterPageQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 5 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
});

const Duration = (opts: Record<string, unknown> = {}) =>
  Type.Integer({
    minimum: 1,
    maximum: 10,
    'x-message': 'Duration is required.',
    'x-invalid': 'Duration must be a whole number of years, from 1 to 10.',
    ...opts,
  });

/** 000 §5 Course, sent as multipart (000 §7). */
export const CourseBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120, 'x-message': 'Course name is required.' }),
  duration: Duration(),
  description: Type.String({ minLength: 1, maxLength: 2000, 'x-message': 'Description is required.' }),
  icon: FilePart('course icon image (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
});
export type CourseBody = Static<typeof CourseBody>;

export const Course = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  duration: Type.Integer(),
  description: Type.String(),
  iconUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const CourseReply = Ok(Course);
export const CourseList = Paged(Course);

/** 000 §5 Branch. The course comes from the page address (branchID) and is sent as courseId. */
export const BranchBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120, 'x-message': 'Branch Name is required.' }),
  description: Type.String({ minLength: 1, maxLength: 2000, 'x-message': 'Description is required.' }),
  courseId: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Course is required.' }),
  /** Not sent by the spec's create form: the course's duration then. */
  duration: Type.Optional(Duration()),
  icon: FilePart('branch icon image (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
});
export type BranchBody = Static<typeof BranchBody>;
/** The edit form validates duration ('Duration is required.') but the spec's call may leave it out: kept then. */
export const BranchUpdateBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120, 'x-message': 'Branch Name is required.' }),
  description: Type.String({ minLength: 1, maxLength: 2000, 'x-message': 'Description is required.' }),
  duration: Type.Optional(Duration()),
  icon: FilePart('branch icon image (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
});
export type BranchUpdateBody = Static<typeof BranchUpdateBody>;

export const Branch = Type.Object({
  _id: Type.String(),
  courseId: Type.String(),
  course: Type.Object({ _id: Type.String(), title: Type.String() }),
  title: Type.String(),
  description: Type.String(),
  duration: Type.Integer(),
  iconUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const BranchReply = Ok(Branch);
export const BranchList = Paged(Branch);
export const BranchQuery = Type.Composite([FilterPageQuery, Type.Object({ courseId: Type.Optional(Type.String({ maxLength: 64 })) })]);

/** 000 §5 Session: years chosen in the UI, sent as ISO dates. */
export const SessionBody = Type.Object({
  startYear: DateField('session', 'From year', { minLength: 1, 'x-message': 'From year is required.' }),
  endYear: DateField('session', 'To year', { minLength: 1, 'x-message': 'To year is required.' }),
});
export type SessionBody = Static<typeof SessionBody>;
export const AcademicSession = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  startYear: Type.Integer(),
  endYear: Type.Integer(),
  createdAt: Type.String(),
});
export const SessionReply = Ok(AcademicSession);
export const SessionList = Paged(AcademicSession);

export interface CourseFields {
  title: string;
  duration: number;
  description: string;
  iconFileId: string | null;
}
export interface CourseCreated {
  type: 'CourseCreated';
  data: { courseId: string } & CourseFields;
}
export interface CourseUpdated {
  type: 'CourseUpdated';
  data: { courseId: string } & CourseFields;
}
export interface CourseDeleted {
  type: 'CourseDeleted';
  data: { courseId: string };
}
export type CourseEvent = CourseCreated | CourseUpdated | CourseDeleted;

export interface BranchFields {
  title: string;
  description: string;
  duration: number;
  iconFileId: string | null;
}
export interface BranchCreated {
  type: 'BranchCreated';
  data: { branchId: string; courseId: string } & BranchFields;
}
export interface BranchUpdated {
  type: 'BranchUpdated';
  data: { branchId: string } & BranchFields;
}
export interface BranchDeleted {
  type: 'BranchDeleted';
  data: { branchId: string };
}
export type BranchEvent = BranchCreated | BranchUpdated | BranchDeleted;

/** Years as numbers; the title is `start-end` (e.g. 2025-2026). */
export interface SessionFields {
  title: string;
  startYear: number;
  endYear: number;
}
export interface SessionCreated {
  type: 'SessionCreated';
  data: { sessionId: string } & SessionFields;
}
export interface SessionUpdated {
  type: 'SessionUpdated';
  data: { sessionId: string } & SessionFields;
}
export interface SessionDeleted {
  type: 'SessionDeleted';
  data: { sessionId: string };
}
export type SessionEvent = SessionCreated | SessionUpdated | SessionDeleted;
