import { Type, type Static } from '@sinclair/typebox';
import { FilePart, Ok, Paged } from '../envelope.js';
import { QUESTION_TYPES } from '../exams/index.js';
import { ASSIGNMENT_TYPES, LATE_POLICIES } from './events.js';
import { AssignmentBatch, MAX_PENALTY_PERCENT_PER_DAY, Named, Nullable, Num, Person } from './routes.js';

/**
 * Assignments (issue 15): the HTTP shapes of a student's sheet — answering, grading and its history, the institute's
 * late policy and the student profile's tab. The assignments and their questions are in routes.ts (whose header lists
 * every call).
 */

// ---- Answering (STUDENT) ------------------------------------------------------------------------------------------

export const AnswerPageQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
});

/**
 * GET assignment/answer/:assignmentId/:studentId: 002 §3 Assignment answer. The student answering view (perPage=1)
 * gets `answer: ''`, `explanation: ''` and `markGiven: null` until reviewed; the grading view (perPage=5) every field.
 */
export const AssignmentAnswer = Type.Object({
  _id: Type.String(),
  question: Type.String(),
  type: Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t))),
  options: Type.Array(Type.String()),
  /** The correct answer (MCQ option), '' when hidden. */
  answer: Type.String(),
  attachmentUrl: Nullable(Type.String()),
  explanation: Type.String(),
  markAwarded: Type.Number(),
  studentAnswer: Type.Object({ studentAnswer: Type.String(), attachmentUrl: Nullable(Type.String()) }),
  isStudentAnswered: Type.Boolean(),
  /** The mark the question got (auto for MCQ, a teacher's for the others), null if none yet. */
  markGiven: Num,
  /** The question's number in the assignment, 1-based. */
  index: Type.Integer(),
});
export type AssignmentAnswer = Static<typeof AssignmentAnswer>;

/** The sheet's state beside the answers (so one call draws both views). */
export const AssignmentSheetState = Type.Object({
  isSubmitted: Type.Boolean(),
  submittedAt: Nullable(Type.String()),
  reviewed: Type.Boolean(),
  remark: Type.String(),
  markSecured: Num,
  totalAttempted: Type.Integer(),
  lateDays: Type.Integer(),
  penaltyPercent: Type.Number(),
  dueDate: Type.String(),
  isPastDue: Type.Boolean(),
  /** The late policy lets the student still answer now. */
  canAnswer: Type.Boolean(),
});
export type AssignmentSheetState = Static<typeof AssignmentSheetState>;
export const AssignmentAnswerList = Type.Object({
  message: Type.String(),
  data: Type.Array(AssignmentAnswer),
  totalCount: Type.Integer(),
  perPage: Type.Integer(),
  pageNo: Type.Integer(),
  isLastChunk: Type.Boolean(),
  sheet: AssignmentSheetState,
});

/** POST assignment/answer/create (multipart, or JSON without a file). `answer: ''` with no file clears the answer. */
export const SaveAssignmentAnswerBody = Type.Object({
  question: Type.String({ minLength: 1, maxLength: 80, 'x-message': 'Question is required.' }),
  answer: Type.Optional(Type.String({ maxLength: 20_000, 'x-invalid': 'Answer must be at most 20000 characters.' })),
  attachment: FilePart('the answer of an ATTACHMENT question: a PDF or an image (at most 10 MiB)'),
});
export type SaveAssignmentAnswerBody = Static<typeof SaveAssignmentAnswerBody>;
export const SavedAssignmentAnswerReply = Ok(
  Type.Object({
    question: Type.String(),
    studentAnswer: Type.String(),
    attachmentUrl: Nullable(Type.String()),
    lateDays: Type.Integer(),
    savedAt: Type.String(),
  }),
);

/** POST assignment/submit/:assignmentId (no body). */
export const AssignmentSubmittedReply = Ok(
  Type.Object({
    isSubmitted: Type.Literal(true),
    submittedAt: Type.String(),
    lateDays: Type.Integer(),
    penaltyPercent: Type.Number(),
    needsGrading: Type.Boolean(),
  }),
);

// ---- Grading (office, the batch's teachers) -----------------------------------------------------------------------

/** GET assignment/student-stat/:assignmentId. `submitted`/`reviewed`: absent or '' = all. */
export const StudentStatQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  submitted: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('')], { 'x-invalid': 'submitted must be true or false.' })),
  reviewed: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('')], { 'x-invalid': 'reviewed must be true or false.' })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  sortBy: Type.Optional(
    Type.Union([Type.Literal('a-z'), Type.Literal('z-a'), Type.Literal('')], { 'x-invalid': 'sortBy must be a-z or z-a.' }),
  ),
});
export type StudentStatQuery = Static<typeof StudentStatQuery>;

/** 002 §3 Assignment submission card and student-status item, one row per student of the batch. */
export const StudentStatRow = Type.Object({
  _id: Type.String(),
  assignmentId: Type.String(),
  studentId: Type.String(),
  student: Type.Object({
    user: Type.Object({
      _id: Type.String(),
      displayName: Type.String(),
      email: Type.String(),
      photoUrl: Nullable(Type.String()),
      gender: Type.String(),
    }),
    rollNumber: Type.String(),
  }),
  answer: Type.Union([
    Type.Object({ totalMark: Num, submittedDate: Nullable(Type.String()), totalCorrect: Type.Integer(), totalWrong: Type.Integer() }),
    Type.Null(),
  ]),
  answerSubmitted: Type.Boolean(),
  reviewed: Type.Boolean(),
  fullMark: Type.Number(),
  email: Type.String(),
  /** null when nothing was attempted (the client's 'Unavailable'). */
  markSecured: Num,
  name: Type.String(),
  rollNo: Type.String(),
  submissionDate: Nullable(Type.String()),
  totalAttempted: Type.Integer(),
  photoUrl: Nullable(Type.String()),
  lateDays: Type.Integer(),
  penaltyPercent: Type.Number(),
  batch: AssignmentBatch,
});
export type StudentStatRow = Static<typeof StudentStatRow>;
export const StudentStatList = Paged(StudentStatRow);

/** POST assignment/remark/:assignmentId/:studentId (JSON). A changed mark needs `reason`. */
export const AssignmentRemarkBody = Type.Object({
  remark: Type.Optional(Type.String({ maxLength: 2000, 'x-invalid': 'Remark must be at most 2000 characters.' })),
  marks: Type.Optional(
    Type.Array(
      Type.Object({
        _id: Type.String({ minLength: 1, maxLength: 80, 'x-message': 'Question is required.' }),
        mark: Type.Number({ minimum: -1000, maximum: 1000, 'x-message': 'Mark is required.', 'x-invalid': 'Mark must be a number.' }),
        /** The student's answer as the grader saw it (ignored: the sheet's own answer is kept). */
        answer: Type.Optional(Type.Any()),
      }),
      { maxItems: 500 },
    ),
  ),
  reason: Type.Optional(Type.String({ maxLength: 1000, 'x-invalid': 'Reason must be at most 1000 characters.' })),
});
export type AssignmentRemarkBody = Static<typeof AssignmentRemarkBody>;
export const AssignmentReviewedReply = Ok(
  Type.Object({
    assignmentId: Type.String(),
    studentId: Type.String(),
    markSecured: Type.Number(),
    remark: Type.String(),
    reviewed: Type.Literal(true),
  }),
);

export const ASSIGNMENT_HISTORY_KINDS = ['AUTO_MARKED', 'REVIEWED', 'PENALTY'] as const;
/** GET assignment/history/:assignmentId/:studentId: every mark a question got, oldest first. */
export const AssignmentHistoryRow = Type.Object({
  at: Type.String(),
  kind: Type.Union(ASSIGNMENT_HISTORY_KINDS.map((k) => Type.Literal(k))),
  question: Type.Union([Type.Object({ _id: Type.String(), index: Type.Integer() }), Type.Null()]),
  from: Num,
  to: Num,
  reason: Type.String(),
  remark: Type.String(),
  by: Type.Union([Person, Type.Null()]),
});
export type AssignmentHistoryRow = Static<typeof AssignmentHistoryRow>;
export const AssignmentHistoryReply = Ok(Type.Array(AssignmentHistoryRow));

// ---- The late policy ----------------------------------------------------------------------------------------------

/** PUT assignment/late-policy (ADMIN). REFUSE: 'Can't view assignment due date is passed.'; PENALTY: accepted, minus a percent per late day. */
export const LatePolicyBody = Type.Object({
  policy: Type.Union(
    LATE_POLICIES.map((p) => Type.Literal(p)),
    { 'x-message': 'Policy is required.', 'x-invalid': 'Policy must be REFUSE or PENALTY.' },
  ),
  penaltyPercentPerDay: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: MAX_PENALTY_PERCENT_PER_DAY,
      'x-invalid': `Penalty must be between 0 and ${MAX_PENALTY_PERCENT_PER_DAY} percent a day.`,
    }),
  ),
});
export type LatePolicyBody = Static<typeof LatePolicyBody>;
export const LatePolicyReply = Ok(
  Type.Object({
    policy: Type.Union(LATE_POLICIES.map((p) => Type.Literal(p))),
    penaltyPercentPerDay: Type.Number(),
    updatedAt: Nullable(Type.String()),
  }),
);

// ---- Student profile tab (001 §7) ---------------------------------------------------------------------------------

export const StudentAssignmentsQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
});
/** 001 §3 Assignment (student view). */
export const StudentAssignmentRow = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  type: Type.Union(ASSIGNMENT_TYPES.map((t) => Type.Literal(t))),
  subject: Named,
  dateOfAssignment: Type.String(),
  dueDate: Type.String(),
  fullMark: Type.Number(),
  isSubmitted: Type.Boolean(),
  submittedAt: Nullable(Type.String()),
  reviewed: Type.Boolean(),
  totalCorrectAnswer: Type.Integer(),
  /** null until submitted. */
  totalMarkSecure: Num,
  lateDays: Type.Integer(),
  isPastDue: Type.Boolean(),
});
export type StudentAssignmentRow = Static<typeof StudentAssignmentRow>;
/** The statistics over all the student's assignments (not only the page). */
export const StudentAssignmentStats = Type.Object({
  totalAssignment: Type.Integer(),
  completedAssignment: Type.Integer(),
  pendingAssignment: Type.Integer(),
  assignmentNotTaken: Type.Integer(),
  reviewedAssignment: Type.Integer(),
  /** Mean of the reviewed-or-auto-marked submissions' marks, percent of full mark; null with none. */
  averagePercent: Num,
});
export type StudentAssignmentStats = Static<typeof StudentAssignmentStats>;
export const StudentAssignmentList = Type.Object({
  message: Type.String(),
  data: Type.Array(StudentAssignmentRow),
  totalCount: Type.Integer(),
  perPage: Type.Integer(),
  pageNo: Type.Integer(),
  isLastChunk: Type.Boolean(),
  stats: StudentAssignmentStats,
});

export const ASSIGNMENT_MESSAGES = {
  created: 'Assignment created successfully',
  updated: 'Assignment updated successfully',
  deleted: 'Assignment deleted successfully',
  questionAdded: 'Question added successfully',
  questionDeleted: 'Question deleted successfully',
  notFound: 'Assignment not found.',
  notYourBatch: 'You can only assign to your own batches.',
  notYours: 'You did not create this assignment.',
  subjectNotOfBatch: 'Subject is not of this batch.',
  dueBeforeStart: 'Due date must be on or after the date of assignment.',
  notOfBatch: 'You are not a student of this batch.',
  pastDue: "Can't view assignment due date is passed.",
  notOpenYet: 'The assignment is not open yet.',
  saveFailed: 'Oops!something went wrong.',
  submitted: 'You have already submitted this assignment.',
  noQuestions: 'This assignment has no questions yet.',
  hasSubmissions: 'Questions cannot change once a student has submitted.',
  questionNotFound: 'Question not found.',
  questionMarksOverFull: 'The questions’ marks would exceed the full mark.',
  fullMarkBelowQuestions: 'Full mark cannot be below the questions’ marks.',
  notAnOption: 'Answer must be one of the options.',
  attachmentOnly: 'Only an ATTACHMENT question takes a file.',
  answerSaved: 'Answer saved',
  submittedOk: 'Assignment submitted successfully',
  notSubmitted: 'The student has not submitted this assignment.',
  markBounds: "Marks must be between 0 and the question's mark.",
  reasonForMark: 'Give a reason for changing a mark.',
  reviewUpdated: 'Review updated',
  policySet: 'Late policy updated',
  penaltyRequired: 'Give a penalty percent per late day.',
} as const;
