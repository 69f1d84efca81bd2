import { Type, type Static } from '@sinclair/typebox';
import { Ok } from '../envelope.js';

/**
 * Issue 12 part 7: GET student/batch[?student=]: the batch a student (a STUDENT themselves, a PARENT's linked child,
 * the first child when none is named) is in, so that their pages read its materials and announcements; null when the
 * student is in no batch.
 */
export const StudentBatchQuery = Type.Object({ student: Type.Optional(Type.String({ maxLength: 64 })) });
export const StudentBatch = Type.Object({
  _id: Type.String(),
  session: Type.Union([Type.String(), Type.Null()]),
  course: Type.Union([Type.String(), Type.Null()]),
  branch: Type.Union([Type.String(), Type.Null()]),
  isCompleted: Type.Boolean(),
});
export type StudentBatch = Static<typeof StudentBatch>;
export const StudentBatchReply = Ok(Type.Object({ studentId: Type.String(), batch: Type.Union([StudentBatch, Type.Null()]) }));
export type StudentBatchReply = Static<typeof StudentBatchReply>;
