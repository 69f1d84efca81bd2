import { Type, type Static } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { FilePart, Ok, Paged } from '../envelope.js';
import { QUESTION_TYPES } from '../exams/index.js';
import { MAX_OPTIONS, MAX_QUESTION_MARK, MIN_QUESTION_MARK } from '../exams/routes.js';
import { ASSIGNMENT_CREATION_TYPES, ASSIGNMENT_SORTS, ASSIGNMENT_TYPES } from './events.js';

/**
 * The calls of the assignments module (issue 15; docs/api.md "Assignments"). Questions, answers and marks reuse the
 * exams' rules; the assignment and its questions live on `assignment-<id>`, one student's answers on
 * `assignment-sheet-<id>~<studentId>`.
 *
 * Calls (every reply `{ message, data }`, lists paged; errors `{ error }` with a 4xx):
 * - POST   assignment/create                               CreateAssignmentBody → AssignmentReply (ADMIN, MANAGER, STAFF, TEACHER)
 * - PUT    assignment/update/:assignmentId                 UpdateAssignmentBody → AssignmentReply
 * - DELETE assignment/delete/:assignmentId                 → AssignmentDeletedReply
 * - GET    assignment?perPage&pageNo&searchTitle&batch&type&creationType&subject&sortBy → AssignmentList (every role)
 * - GET    assignment/:id                                  → AssignmentReply
 * - GET    assignment/stat/:assignmentId                   → AssignmentStatReply
 * - GET    assignment/questions/:assignmentId              → AssignmentQuestionListReply
 * - POST   assignment/question/create/:assignmentId        multipart AddAssignmentQuestionBody → AssignmentQuestionReply
 * - DELETE assignment/question/delete/:questionId          → AssignmentDeletedReply
 * - GET    assignment/answer/:assignmentId/:studentId?perPage&pageNo → AssignmentAnswerList (student view perPage=1, grading perPage=5)
 * - POST   assignment/answer/create                        multipart SaveAssignmentAnswerBody → SavedAssignmentAnswerReply (STUDENT)
 * - POST   assignment/submit/:assignmentId                 → AssignmentSubmittedReply (STUDENT)
 * - GET    assignment/student-stat/:assignmentId           StudentStatQuery → StudentStatList
 * - POST   assignment/remark/:assignmentId/:studentId      AssignmentRemarkBody → AssignmentReviewedReply ('Review updated')
 * - GET    assignment/history/:assignmentId/:studentId     → AssignmentHistoryReply
 * - GET    assignment/late-policy                          → LatePolicyReply (every signed-in role)
 * - PUT    assignment/late-policy                          LatePolicyBody → LatePolicyReply (ADMIN)
 * - GET    assignment/student/:studentId?perPage&pageNo&searchTitle → StudentAssignmentList (with `stats`)
 */

/**
 * A question's id carries its assignment's id (`<assignmentId>.q<n>`): `assignment/answer/create` names only the
 * question, and the command finds the assignment's stream from it without reading a read model.
 */
export const assignmentQuestionIdOf = (assignmentId: string, n: number) => `${assignmentId}.q${n}`;
export const assignmentIdOfQuestion = (questionId: string): string | null => {
  const m = /^(.+)\.q\d+$/.exec(questionId);
  return m ? m[1]! : null;
};

export const MAX_ASSIGNMENT_FULL_MARK = 1000;
/** An answer's file (PDF or image) and a question's file. */
export const MAX_ASSIGNMENT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_PENALTY_PERCENT_PER_DAY = 100;

const Ref = (message: string) => Type.String({ minLength: 1, maxLength: 64, 'x-message': message });
const Day = (message: string) =>
  Type.String({
    minLength: 1,
    maxLength: 40,
    [WINDOW]: 'calendar',
    'x-message': message,
    'x-label': message.replace(' is required.', ''),
    'x-invalid': `${message.replace(' is required.', '')} must be a date (YYYY-MM-DD).`,
  });
export const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
export const Num = Type.Union([Type.Number(), Type.Null()]);

const Title = Type.String({
  minLength: 2,
  maxLength: 120,
  'x-message': 'Title is required.',
  'x-invalid': 'Title must be between 2 and 120 characters.',
});
export const AssignmentTypeField = Type.Union(
  ASSIGNMENT_TYPES.map((t) => Type.Literal(t)),
  { 'x-message': 'Type is required.', 'x-invalid': 'Type must be MCQTYPE, LONGTYPE or ATTACHMENT.' },
);
export const CreationTypeField = Type.Union(
  ASSIGNMENT_CREATION_TYPES.map((t) => Type.Literal(t)),
  { 'x-message': 'Creation type is required.', 'x-invalid': 'Creation type must be NEW or COMPLETE.' },
);
const Introduction = Type.String({ maxLength: 20_000, 'x-invalid': 'Introduction must be at most 20000 characters.' });
const Chapter = Type.String({ maxLength: 200, 'x-invalid': 'Chapter must be at most 200 characters.' });
const FullMark = Type.Number({
  minimum: 1,
  maximum: MAX_ASSIGNMENT_FULL_MARK,
  'x-message': 'Full mark is required.',
  'x-invalid': `Full mark must be between 1 and ${MAX_ASSIGNMENT_FULL_MARK}.`,
});

/** POST assignment/create (JSON). `dateOfAssignment` defaults to today; `dueDate` is on or after it. */
export const CreateAssignmentBody = Type.Object({
  title: Title,
  type: AssignmentTypeField,
  creationType: Type.Optional(CreationTypeField),
  introduction: Type.Optional(Introduction),
  chapter: Type.Optional(Chapter),
  subject: Ref('Subject is required.'),
  batch: Ref('Batch is required.'),
  dateOfAssignment: Type.Optional(Day('Date of assignment is required.')),
  dueDate: Day('Due date is required.'),
  fullMark: FullMark,
});
export type CreateAssignmentBody = Static<typeof CreateAssignmentBody>;

/** PUT assignment/update/:assignmentId: the same fields, each optional; the batch never changes. */
export const UpdateAssignmentBody = Type.Object({
  title: Type.Optional(Title),
  type: Type.Optional(AssignmentTypeField),
  creationType: Type.Optional(CreationTypeField),
  introduction: Type.Optional(Introduction),
  chapter: Type.Optional(Chapter),
  subject: Type.Optional(Ref('Subject is required.')),
  dateOfAssignment: Type.Optional(Day('Date of assignment is required.')),
  dueDate: Type.Optional(Day('Due date is required.')),
  fullMark: Type.Optional(FullMark),
});
export type UpdateAssignmentBody = Static<typeof UpdateAssignmentBody>;

export const AssignmentIdParams = Type.Object({ assignmentId: Type.String({ minLength: 1, maxLength: 64 }) });
/** GET assignment/:id. */
export const AssignmentIdOnlyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const AssignmentStudentParams = Type.Object({
  assignmentId: Type.String({ minLength: 1, maxLength: 64 }),
  studentId: Type.String({ minLength: 1, maxLength: 64 }),
});
export const AssignmentQuestionParams = Type.Object({ questionId: Type.String({ minLength: 1, maxLength: 80 }) });
export const AssignmentStudentIdParams = Type.Object({ studentId: Type.String({ minLength: 1, maxLength: 64 }) });

/** GET assignment. Without perPage: 15 a page for a student or parent, 10 for everyone else; at most 50. */
export const AssignmentListQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  batch: Type.Optional(Type.String({ maxLength: 64 })),
  subject: Type.Optional(Type.String({ maxLength: 64 })),
  type: Type.Optional(
    Type.Union([...ASSIGNMENT_TYPES.map((t) => Type.Literal(t)), Type.Literal('')], {
      'x-invalid': 'type must be MCQTYPE, LONGTYPE or ATTACHMENT.',
    }),
  ),
  creationType: Type.Optional(
    Type.Union([...ASSIGNMENT_CREATION_TYPES.map((t) => Type.Literal(t)), Type.Literal('')], {
      'x-invalid': 'creationType must be NEW or COMPLETE.',
    }),
  ),
  sortBy: Type.Optional(
    Type.Union([...ASSIGNMENT_SORTS.map((t) => Type.Literal(t)), Type.Literal('')], {
      'x-invalid': 'sortBy must be a-z, z-a, n-o or o-n.',
    }),
  ),
});
export type AssignmentListQuery = Static<typeof AssignmentListQuery>;

// ---- Replies ------------------------------------------------------------------------------------------------------

export const Named = Type.Object({ _id: Type.String(), title: Type.String() });
export const AssignmentBatch = Type.Object({ _id: Type.String(), course: Named, branch: Named, session: Named });
export const Person = Type.Object({ _id: Type.String(), displayName: Type.String() });

/** A student's (or, for a parent, the child's) own submission, on the assignment they see. */
export const MySubmission = Type.Object({
  isSubmitted: Type.Boolean(),
  submittedAt: Nullable(Type.String()),
  reviewed: Type.Boolean(),
  /** After the late penalty; null until submitted. */
  markSecured: Num,
  totalAttempted: Type.Integer(),
  lateDays: Type.Integer(),
  penaltyPercent: Type.Number(),
});
export type MySubmission = Static<typeof MySubmission>;

/** 002 §3 Assignment (the spec's alternate names too: assignmentName = title, lastDate = dueDate, totalMark = fullMark). */
export const Assignment = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  assignmentName: Type.String(),
  type: Type.Union(ASSIGNMENT_TYPES.map((t) => Type.Literal(t))),
  creationType: Type.Union(ASSIGNMENT_CREATION_TYPES.map((t) => Type.Literal(t))),
  introduction: Type.String(),
  chapter: Type.String(),
  subject: Named,
  dateOfAssignment: Type.String(),
  dueDate: Type.String(),
  lastDate: Type.String(),
  fullMark: Type.Number(),
  totalMark: Type.Number(),
  /** The sum of the questions' marks. */
  totalQuestionMark: Type.Number(),
  totalQuestions: Type.Integer(),
  totalSubmitted: Type.Integer(),
  totalReviewed: Type.Integer(),
  totalStudent: Type.Integer(),
  /** totalStudent − totalSubmitted (never below 0). */
  notSubmitted: Type.Integer(),
  batch: AssignmentBatch,
  createdBy: Person,
  createdAt: Type.String(),
  /** The institute's day is past the due date. */
  isPastDue: Type.Boolean(),
  /** STUDENT and PARENT callers: their (child's) submission; null for everyone else. */
  mySubmission: Type.Union([MySubmission, Type.Null()]),
});
export type Assignment = Static<typeof Assignment>;
export const AssignmentReply = Ok(Assignment);
export const AssignmentList = Paged(Assignment);
export const AssignmentDeletedReply = Ok(Type.Object({ _id: Type.String() }));

/** GET assignment/stat/:assignmentId: the summary page's numbers. */
export const AssignmentStat = Type.Object({
  _id: Type.String(),
  totalQuestions: Type.Integer(),
  totalStudent: Type.Integer(),
  totalSubmitted: Type.Integer(),
  notSubmitted: Type.Integer(),
  totalReviewed: Type.Integer(),
  pendingReview: Type.Integer(),
  lateSubmitted: Type.Integer(),
  totalBoysSubmitted: Type.Integer(),
  totalGirlSubmitted: Type.Integer(),
  totalOthersSubmitted: Type.Integer(),
  /** Mean of the submitted sheets' marks as a percent of the full mark (null with no submission). */
  averagePercent: Num,
  highestMark: Num,
  lowestMark: Num,
  fullMark: Type.Number(),
});
export type AssignmentStat = Static<typeof AssignmentStat>;
export const AssignmentStatReply = Ok(AssignmentStat);

// ---- Questions ----------------------------------------------------------------------------------------------------

/** POST assignment/question/create/:assignmentId (multipart; `type` defaults to MCQTYPE; the exams' question rules). */
export const AddAssignmentQuestionBody = Type.Object({
  question: Type.Optional(Type.String({ maxLength: 20_000, 'x-invalid': 'Question must be at most 20000 characters.' })),
  type: Type.Optional(
    Type.Union(
      QUESTION_TYPES.map((t) => Type.Literal(t)),
      { 'x-invalid': 'Question type is required*' },
    ),
  ),
  options: Type.Optional(
    Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 2000 }), { maxItems: MAX_OPTIONS })], {
      'x-invalid': `At most ${MAX_OPTIONS} options, each at most 2000 characters.`,
    }),
  ),
  answer: Type.Optional(Type.String({ maxLength: 2000, 'x-invalid': 'Answer must be at most 2000 characters.' })),
  markAwarded: Type.Number({
    minimum: MIN_QUESTION_MARK,
    maximum: MAX_QUESTION_MARK,
    'x-message': 'Mark is required.',
    'x-invalid': `Mark must be between ${MIN_QUESTION_MARK} and ${MAX_QUESTION_MARK}.`,
  }),
  explanation: Type.Optional(Type.String({ maxLength: 20_000, 'x-invalid': 'Explanation must be at most 20000 characters.' })),
  attachment: FilePart('an image for the question, or the PDF of an ATTACHMENT question (at most 10 MiB)'),
});
export type AddAssignmentQuestionBody = Static<typeof AddAssignmentQuestionBody>;

/**
 * GET assignment/questions/:assignmentId. The office and the batch's teachers get every field; a student or parent
 * gets `answer: ''` and `explanation: ''` until the (child's) sheet is reviewed.
 */
export const AssignmentQuestion = Type.Object({
  _id: Type.String(),
  assignment: Type.String(),
  question: Type.String(),
  type: Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t))),
  options: Type.Array(Type.String()),
  answer: Type.String(),
  markAwarded: Type.Number(),
  explanation: Type.String(),
  attachmentUrl: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type AssignmentQuestion = Static<typeof AssignmentQuestion>;
export const AssignmentQuestionReply = Ok(AssignmentQuestion);
export const AssignmentQuestionListReply = Ok(Type.Array(AssignmentQuestion));
