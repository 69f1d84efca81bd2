import { Type, type Static } from '@sinclair/typebox';
import { FilePart, Ok, Paged, PageQuery } from '../envelope.js';

const MaximumStudent = Type.Integer({
  minimum: 1,
  maximum: 100000,
  'x-message': 'Maximum Students is required',
  'x-invalid': 'Maximum Students must be a whole number of at least 1.',
});
const Ref = (message: string) => Type.String({ minLength: 1, maxLength: 64, 'x-message': message });

/** 001 §5 Batch, multipart (001 §7). */
export const BatchBody = Type.Object({
  session: Ref('Session is required'),
  course: Ref('Course is required'),
  branch: Ref('Branch is required'),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  maximumStudent: MaximumStudent,
  headOfDepartment: Ref('Name Of H.O.D is required'),
  icon: FilePart('batch icon image (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
});
export type BatchBody = Static<typeof BatchBody>;

/**
 * The edit form sends the same fields with session, course and branch locked (001 §5): they may be sent
 * again unchanged, or left out. 002 "Batch Completed" sends isBatchCompleted=true.
 */
export const BatchUpdateBody = Type.Object({
  session: Type.Optional(Type.String({ maxLength: 64 })),
  course: Type.Optional(Type.String({ maxLength: 64 })),
  branch: Type.Optional(Type.String({ maxLength: 64 })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  maximumStudent: Type.Optional(MaximumStudent),
  headOfDepartment: Type.Optional(Ref('Name Of H.O.D is required')),
  isBatchCompleted: Type.Optional(Type.Boolean({ 'x-invalid': 'isBatchCompleted must be true or false.' })),
  icon: FilePart('batch icon image (PNG, JPEG, GIF or WebP, at most 2 MiB)'),
});
export type BatchUpdateBody = Static<typeof BatchUpdateBody>;

const Named = Type.Object({ _id: Type.String(), title: Type.String() });
/** 002 §3 Batch. */
export const Batch = Type.Object({
  _id: Type.String(),
  description: Type.String(),
  course: Named,
  branch: Named,
  session: Named,
  maximumStudent: Type.Integer(),
  headOfDepartment: Type.Union([Type.Object({ _id: Type.String(), displayName: Type.String() }), Type.Null()]),
  iconUrl: Type.Union([Type.String(), Type.Null()]),
  isBatchCompleted: Type.Boolean(),
  totalStudents: Type.Integer(),
  totalClasses: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Batch = Static<typeof Batch>;
export const BatchReply = Ok(Batch);
export const BatchList = Paged(Batch);
export const BatchLookup = Ok(Type.Array(Batch));
/** course/branch/session=true ask for the titles (always included here); kept so the spec's call validates. */
export const BatchQuery = Type.Composite([
  PageQuery,
  Type.Object({
    course: Type.Optional(Type.String({ maxLength: 64 })),
    branch: Type.Optional(Type.String({ maxLength: 64 })),
    session: Type.Optional(Type.String({ maxLength: 64 })),
  }),
]);

export interface BatchFields {
  description: string;
  maximumStudent: number;
  headOfDepartment: string;
  iconFileId: string | null;
}
export interface BatchCreated {
  type: 'BatchCreated';
  data: { batchId: string; sessionId: string; courseId: string; branchId: string } & BatchFields;
}
export interface BatchUpdated {
  type: 'BatchUpdated';
  data: { batchId: string } & BatchFields;
}
export interface BatchCompleted {
  type: 'BatchCompleted';
  data: { batchId: string };
}
export interface BatchDeleted {
  type: 'BatchDeleted';
  data: { batchId: string };
}
/** One teacher per subject of a batch; assigning the subject again hands it to the new teacher. */
export interface BatchTeacherAssigned {
  type: 'BatchTeacherAssigned';
  data: { batchId: string; subjectId: string; teacherId: string };
}
export type BatchEvent = BatchCreated | BatchUpdated | BatchCompleted | BatchDeleted | BatchTeacherAssigned;

/** 000 §5 Assign teacher. */
export const AssignTeacherBody = Type.Object({
  subject: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Subject is required.' }),
  teacher: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Teacher is required.' }),
});
export type AssignTeacherBody = Static<typeof AssignTeacherBody>;
export const BatchTeacherRow = Type.Object({
  subject: Type.Object({ _id: Type.String(), title: Type.String(), subjectCode: Type.String() }),
  teacher: Type.Object({ _id: Type.String(), displayName: Type.String() }),
  assignedAt: Type.String(),
});
export type BatchTeacherRow = Static<typeof BatchTeacherRow>;

/** One row of GET batch/{batchId}/students: `email` and `phoneNumber` are null for a teacher (the class register's columns). */
export const BatchStudent = Type.Object({
  _id: Type.String(),
  displayName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Type.String(), Type.Null()]),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  registrationNumber: Type.Union([Type.String(), Type.Null()]),
  rollNumber: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type BatchStudent = Static<typeof BatchStudent>;
export const BatchStudentList = Paged(BatchStudent);
