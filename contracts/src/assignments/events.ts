import type { QuestionFields, QuestionType } from '../exams/index.js';
import type { QuestionMark, SheetAnswer } from '../exams/sheets.js';

/**
 * Assignments (issue 15): the events. Written first so the server's module, its dashboards and the client agree;
 * the HTTP shapes live beside them (routes.ts, added by the module). Questions, answers and marks reuse the exams'
 * shapes (QuestionFields, SheetAnswer, QuestionMark): one set of question types, one grading history.
 *
 * Streams: `assignment-<assignmentId>` holds the assignment and its questions; `assignment-sheet-<assignmentId>~<studentId>`
 * holds one student's answers, submission and gradings (no two students contend on one stream); the institute's late
 * policy is `assignment-policy-<instituteId>`.
 */
export const assignmentStream = (assignmentId: string) => `assignment-${assignmentId}`;
export const assignmentSheetStream = (assignmentId: string, studentId: string) => `assignment-sheet-${assignmentId}~${studentId}`;
export const assignmentPolicyStream = (instituteId: string) => `assignment-policy-${instituteId}`;

/** 002 §9. */
export const ASSIGNMENT_TYPES = ['MCQTYPE', 'LONGTYPE', 'ATTACHMENT'] as const satisfies readonly QuestionType[];
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];
export const ASSIGNMENT_CREATION_TYPES = ['NEW', 'COMPLETE'] as const;
export type AssignmentCreationType = (typeof ASSIGNMENT_CREATION_TYPES)[number];
export const ASSIGNMENT_SORTS = ['a-z', 'z-a', 'n-o', 'o-n'] as const;
export type AssignmentSort = (typeof ASSIGNMENT_SORTS)[number];
/** What happens to an answer after the due date: refused (the spec's rule), or accepted with a penalty per late day. */
export const LATE_POLICIES = ['REFUSE', 'PENALTY'] as const;
export type LatePolicy = (typeof LATE_POLICIES)[number];

export interface AssignmentFields {
  title: string;
  type: AssignmentType;
  creationType: AssignmentCreationType;
  /** Sanitised HTML, or ''. */
  introduction: string;
  chapter: string;
  subjectId: string;
  /** Institute days, YYYY-MM-DD; the assignment is open from the start of `dateOfAssignment` to the end of `dueDate`. */
  dateOfAssignment: string;
  dueDate: string;
  fullMark: number;
}

export interface AssignmentCreated {
  type: 'AssignmentCreated';
  data: { assignmentId: string; batchId: string; createdBy: string } & AssignmentFields;
}
/** The whole new field set (a batch never changes: it decides who is assigned). */
export interface AssignmentUpdated {
  type: 'AssignmentUpdated';
  data: { assignmentId: string; batchId: string } & AssignmentFields;
}
export interface AssignmentDeleted {
  type: 'AssignmentDeleted';
  data: { assignmentId: string; batchId: string };
}
export interface AssignmentQuestionAdded {
  type: 'AssignmentQuestionAdded';
  data: { assignmentId: string; batchId: string; questionId: string } & QuestionFields;
}
export interface AssignmentQuestionDeleted {
  type: 'AssignmentQuestionDeleted';
  data: { assignmentId: string; batchId: string; questionId: string };
}
export type AssignmentEvent =
  | AssignmentCreated
  | AssignmentUpdated
  | AssignmentDeleted
  | AssignmentQuestionAdded
  | AssignmentQuestionDeleted;

/** One answer saved (`answer: ''` with no attachment clears it). `lateDays`: whole institute days past the due date (0 when on time). */
export interface AssignmentAnswerSaved {
  type: 'AssignmentAnswerSaved';
  data: {
    assignmentId: string;
    studentId: string;
    batchId: string;
    questionId: string;
    answer: string;
    attachmentId: string | null;
    lateDays: number;
  };
}
/**
 * The student completes the assignment. `marks`: the MCQ auto marks; `needsGrading`: a written or attachment answer
 * waits for a teacher; `penaltyPercent`: taken off the total for a late submission under the PENALTY policy (0 else).
 */
export interface AssignmentSubmitted {
  type: 'AssignmentSubmitted';
  data: {
    assignmentId: string;
    studentId: string;
    batchId: string;
    answers: SheetAnswer[];
    marks: QuestionMark[];
    needsGrading: boolean;
    lateDays: number;
    penaltyPercent: number;
  };
}
/** A teacher's review: marks per question (with the mark each had before, null for a first mark), the remark, and why a mark changed. The grader is the event's actor. */
export interface AssignmentReviewed {
  type: 'AssignmentReviewed';
  data: {
    assignmentId: string;
    studentId: string;
    batchId: string;
    marks: (QuestionMark & { previous: number | null })[];
    remark: string;
    reason: string;
  };
}
export type AssignmentSheetEvent = AssignmentAnswerSaved | AssignmentSubmitted | AssignmentReviewed;

/** The institute's late policy; `penaltyPercentPerDay` is 0 for REFUSE. */
export interface AssignmentLatePolicySet {
  type: 'AssignmentLatePolicySet';
  data: { instituteId: string; policy: LatePolicy; penaltyPercentPerDay: number };
}

/**
 * On the assignment's stream, right after AssignmentCreated: the students and parents of the batch, resolved when it
 * was created, so a replay notifies the same people (as NoticePublished's `recipients`). Not in AssignmentEvent: it
 * says who was told, not what the assignment is.
 */
export interface AssignmentNotified {
  type: 'AssignmentNotified';
  data: { assignmentId: string; batchId: string; title: string; dueDate: string; recipients: string[] };
}
/** On delete: the notifications of AssignmentNotified are withdrawn from the same recipients. */
export interface AssignmentNotificationsWithdrawn {
  type: 'AssignmentNotificationsWithdrawn';
  data: { assignmentId: string; recipients: string[] };
}
/** A notification's id: one per assignment and recipient. */
export const assignmentNotificationIdOf = (assignmentId: string, userId: string) => `asg.${assignmentId}.${userId}`;
