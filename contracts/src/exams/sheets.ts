import { Type, type Static } from '@sinclair/typebox';
import { FilePart, Ok, Paged } from '../envelope.js';
import { ONLINE_FLAGS, QUESTION_TYPES, type OnlineFlag } from './index.js';
import { ExamBatch, SubjectExam } from './routes.js';
import type { TBoolean } from '@sinclair/typebox';

/**
 * Taking an online exam and marking it (issue 14 parts 3 and 4). One stream per (subject exam, student),
 * `exam-sheet-<subjectExamId>~<studentId>`, holds the attempt, every answer save, the activity, the submission with
 * its auto marks, gradings and recorded results: a 2,000-student burst never contends on one stream, and every change
 * of a mark is an event with who (metadata), when and why.
 */
export const examSheetStream = (subjectExamId: string, studentId: string) => `exam-sheet-${subjectExamId}~${studentId}`;

export const ACTIVITY_KINDS = [
  'TAB_SWITCH',
  'FULLSCREEN_EXIT',
  'COPY_BLOCKED',
  'PASTE_BLOCKED',
  'RIGHT_CLICK_BLOCKED',
  'PRINT_BLOCKED',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const SHEET_STATUSES = ['IN_PROGRESS', 'SUBMITTED', 'GRADED', 'RECORDED'] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

export const SUBMITTED_BY = ['STUDENT', 'DEADLINE'] as const;
export type SubmittedBy = (typeof SUBMITTED_BY)[number];

export const SHEET_LOG_KINDS = [
  'STARTED',
  'ANSWERED',
  'CHANGED',
  'CLEARED',
  'MARKED_FOR_REVIEW',
  'UNMARKED',
  ...ACTIVITY_KINDS,
  'SUBMITTED',
  'AUTO_SUBMITTED',
  'AUTO_MARKED',
  'GRADED',
  'RESULT_RECORDED',
] as const;
export type SheetLogKind = (typeof SHEET_LOG_KINDS)[number];

export const HISTORY_KINDS = ['AUTO_MARKED', 'GRADED', 'RESULT_RECORDED'] as const;

// ---- Events -------------------------------------------------------------------------------------------------------

/** The student's first question fetch inside the window; `order` is the question ids as shown, kept for every reload. */
export interface ExamAttemptStarted {
  type: 'ExamAttemptStarted';
  data: { examId: string; subjectExamId: string; studentId: string; batchId: string; order: string[] };
}
/** `answer: ''` with no attachment clears it. `seq`: the client's per-sheet counter (null when it sent none). */
export interface ExamAnswerSaved {
  type: 'ExamAnswerSaved';
  data: {
    examId: string;
    subjectExamId: string;
    studentId: string;
    questionId: string;
    answer: string;
    attachmentId: string | null;
    markAsReview: boolean;
    seq: number | null;
  };
}
export interface ExamActivityRecorded {
  type: 'ExamActivityRecorded';
  data: { examId: string; subjectExamId: string; studentId: string; kind: ActivityKind };
}
export interface SheetAnswer {
  questionId: string;
  answer: string;
  attachmentId: string | null;
}
export interface QuestionMark {
  questionId: string;
  mark: number;
}
/** `marks`: the MCQ auto marks; `needsGrading`: a written or attachment answer waits for a teacher. */
export interface ExamAttemptSubmitted {
  type: 'ExamAttemptSubmitted';
  data: {
    examId: string;
    subjectExamId: string;
    studentId: string;
    batchId: string;
    by: SubmittedBy;
    answers: SheetAnswer[];
    marks: QuestionMark[];
    needsGrading: boolean;
  };
}
/** The grader is the event's actor. `previous`: the mark the question had before (null for a first mark). */
export interface ExamAnswersGraded {
  type: 'ExamAnswersGraded';
  data: {
    examId: string;
    subjectExamId: string;
    studentId: string;
    batchId: string;
    marks: (QuestionMark & { previous: number | null })[];
    remark: string;
    reason: string;
  };
}
export interface RecordedResult {
  isAttended: boolean;
  obtainMark: number;
  remark: string;
}
/** An offline result, or an override of an online sheet's total. Not attended → obtainMark 0. */
export interface ExamResultRecorded {
  type: 'ExamResultRecorded';
  data: {
    examId: string;
    subjectExamId: string;
    studentId: string;
    batchId: string;
    reason: string;
    previous: RecordedResult | null;
  } & RecordedResult;
}

export type ExamSheetEvent =
  | ExamAttemptStarted
  | ExamAnswerSaved
  | ExamActivityRecorded
  | ExamAttemptSubmitted
  | ExamAnswersGraded
  | ExamResultRecorded;

/**
 * On the exam's own stream (`exam-<examId>`): the first sheet of a subject exam exists (an attempt started or a result
 * recorded). The exam decider refuses deleting the exam or the subject exam from then on (decision 0025).
 */
export interface SubjectExamSheetsOpened {
  type: 'SubjectExamSheetsOpened';
  data: { examId: string; subjectExamId: string };
}

// ---- Calls: taking an online exam (STUDENT) -----------------------------------------------------------------------

export const SheetSubjectExamParams = Type.Object({ subjectExamId: Type.String({ minLength: 1, maxLength: 80 }) });
export const SheetStudentParams = Type.Object({
  subjectExam: Type.String({ minLength: 1, maxLength: 80 }),
  student: Type.String({ minLength: 1, maxLength: 64 }),
});
export const ResultHistoryParams = SheetStudentParams;
export const GenerateParams = Type.Object({ subjectExam: Type.String({ minLength: 1, maxLength: 80 }) });

const Named = Type.Object({ _id: Type.String(), title: Type.String() });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

/** The exam's online settings as the student's screen needs them (no review flags: they are S2's). */
export const SheetSettings = Type.Object({
  ...(Object.fromEntries(ONLINE_FLAGS.map((f) => [f, Type.Boolean()])) as Record<OnlineFlag, TBoolean>),
  negativeMark: Type.Number(),
  conclusionText: Type.String(),
});

/** GET exam/:subjectExamId/check-submit. */
export const CheckSubmit = Type.Object({
  isSubmitted: Type.Boolean(),
  submittedAt: Nullable(Type.String()),
  submittedBy: Type.Union([...SUBMITTED_BY.map((s) => Type.Literal(s)), Type.Null()]),
  started: Type.Boolean(),
  startTime: Type.String(),
  endTime: Type.String(),
  now: Type.String(),
  remainingSeconds: Type.Integer({ minimum: 0 }),
  settings: SheetSettings,
  totalQuestion: Type.Integer(),
  fullMark: Type.Number(),
  subject: Named,
  exam: Named,
});
export type CheckSubmit = Static<typeof CheckSubmit>;
export const CheckSubmitReply = Ok(CheckSubmit);

export const SheetQuestionQuery = Type.Object({
  random: Type.Optional(Type.Boolean({ 'x-invalid': 'random must be true or false.' })),
});

/** A question as a student sees it: never the correct answer nor the explanation. */
export const SheetQuestion = Type.Object({
  question: Type.Object({
    _id: Type.String(),
    question: Type.String(),
    type: Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t))),
    options: Type.Array(Type.String()),
    markAwarded: Type.Number(),
    attachmentUrl: Nullable(Type.String()),
  }),
  answer: Type.Object({
    studentAnswer: Type.String(),
    attachmentUrl: Nullable(Type.String()),
    markAsReview: Type.Boolean(),
    notAnswered: Type.Boolean(),
    isVisited: Type.Boolean(),
  }),
});
export type SheetQuestion = Static<typeof SheetQuestion>;
export const SheetQuestionsReply = Ok(Type.Array(SheetQuestion));

/** POST exam/answer/create (JSON, or multipart with `attachment` for an ATTACHMENT question). */
export const SaveAnswerBody = Type.Object({
  question: Type.String({ minLength: 1, maxLength: 80, 'x-message': 'Question is required.' }),
  answer: Type.Optional(Type.String({ maxLength: 20_000, 'x-invalid': 'Answer must be at most 20000 characters.' })),
  markAsReview: Type.Optional(Type.Boolean({ 'x-invalid': 'markAsReview must be true or false.' })),
  seq: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, 'x-invalid': 'seq must be a whole number.' })),
  attachment: FilePart('the answer of an ATTACHMENT question: a PDF or an image (at most 10 MiB)'),
});
export type SaveAnswerBody = Static<typeof SaveAnswerBody>;
export const MAX_ANSWER_FILE_BYTES = 10 * 1024 * 1024;

export const SavedAnswer = Type.Object({
  question: Type.String(),
  studentAnswer: Type.String(),
  attachmentUrl: Nullable(Type.String()),
  markAsReview: Type.Boolean(),
  savedAt: Type.String(),
});
export const SavedAnswerReply = Ok(SavedAnswer);

/** POST exam/answer/submit. */
export const SubmitSheetBody = Type.Object({
  subjectExam: Type.String({ minLength: 1, maxLength: 80, 'x-message': 'Subject exam is required.' }),
});
export const SubmittedReply = Ok(Type.Object({ isSubmitted: Type.Literal(true), submittedAt: Type.String() }));

/** POST exam/activity/create. */
export const ActivityBody = Type.Object({
  subjectExam: Type.String({ minLength: 1, maxLength: 80, 'x-message': 'Subject exam is required.' }),
  kind: Type.Union(
    ACTIVITY_KINDS.map((k) => Type.Literal(k)),
    { 'x-message': 'Kind is required.', 'x-invalid': `Kind must be one of ${ACTIVITY_KINDS.join(', ')}.` },
  ),
});
export const ActivityReply = Ok(Type.Object({ kind: Type.String(), count: Type.Integer() }));

// ---- Calls: marking (office and teachers of the batch) ------------------------------------------------------------

export const SheetPageQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 10 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
});

/** GET exam/:subjectExam/answer/:student: a question with the correct answer and what the student gave. */
export const GradingAnswer = Type.Object({
  _id: Type.String(),
  question: Type.String(),
  type: Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t))),
  options: Type.Array(Type.String()),
  answer: Type.String(),
  markAwarded: Type.Number(),
  explanation: Type.String(),
  attachmentUrl: Nullable(Type.String()),
  studentAnswered: Type.Union([
    Type.Object({
      _id: Type.String(),
      studentAnswer: Type.String(),
      attachmentUrl: Nullable(Type.String()),
      /** The mark given, null if none. */
      markAwarded: Type.Union([Type.Number(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type GradingAnswer = Static<typeof GradingAnswer>;
export const GradingAnswerList = Paged(GradingAnswer);

const ActivityCounts = Type.Object(
  Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, Type.Integer()])) as Record<ActivityKind, ReturnType<typeof Type.Integer>>,
);

/** GET exam/:subjectExam/evaluation/:student: the evaluation header card. */
export const Evaluation = Type.Object({
  batch: Type.Pick(ExamBatch, ['course', 'branch', 'session']),
  student: Type.Object({
    _id: Type.String(),
    displayName: Type.String(),
    email: Type.String(),
    photoUrl: Nullable(Type.String()),
    rollNumber: Type.String(),
    registrationNumber: Type.String(),
  }),
  markSecured: Type.Number(),
  totalQuestions: Type.Integer(),
  totalAttempted: Type.Integer(),
  fullMark: Type.Number(),
  passMark: Type.Number(),
  remark: Type.String(),
  status: Type.Union([...SHEET_STATUSES.map((s) => Type.Literal(s)), Type.Literal('NOT_STARTED')]),
  isSubmitted: Type.Boolean(),
  submittedAt: Nullable(Type.String()),
  submittedBy: Type.Union([...SUBMITTED_BY.map((s) => Type.Literal(s)), Type.Null()]),
  activity: ActivityCounts,
});
export type Evaluation = Static<typeof Evaluation>;
export const EvaluationReply = Ok(Evaluation);

/** PUT exam/remark/:subjectExam/:student. */
export const RemarkBody = Type.Object({
  remark: Type.Optional(Type.String({ maxLength: 2000, 'x-invalid': 'Remark must be at most 2000 characters.' })),
  marks: Type.Optional(
    Type.Array(
      Type.Object({
        _id: Type.String({ minLength: 1, maxLength: 80, 'x-message': 'Question is required.' }),
        mark: Type.Number({ minimum: -1000, maximum: 1000, 'x-message': 'Mark is required.', 'x-invalid': 'Mark must be a number.' }),
      }),
      { maxItems: 500 },
    ),
  ),
  reason: Type.Optional(Type.String({ maxLength: 1000, 'x-invalid': 'Reason must be at most 1000 characters.' })),
});
export type RemarkBody = Static<typeof RemarkBody>;

/** POST exam/generate/:subjectExam: the subject exam with its totals from the results. */
export const GenerateReply = Ok(SubjectExam);

/** POST exam/result/:examId (multipart or JSON). */
export const RecordResultBody = Type.Object({
  student: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Student is required.' }),
  subjectExam: Type.String({ minLength: 1, maxLength: 80, 'x-message': 'Subject exam is required.' }),
  /** A number (a form sends it as text); '' or absent is no mark. */
  obtainMark: Type.Optional(
    Type.Union([Type.Number(), Type.String({ maxLength: 20 })], { 'x-invalid': 'Obtained mark must be between 0 and the full mark.' }),
  ),
  remark: Type.Optional(Type.String({ maxLength: 2000, 'x-invalid': 'Remark must be at most 2000 characters.' })),
  /** true or false (a form sends text); '' or absent: 'Attendance is required*'. */
  isAttended: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })], { 'x-invalid': 'Attendance is required*' })),
  reason: Type.Optional(Type.String({ maxLength: 1000, 'x-invalid': 'Reason must be at most 1000 characters.' })),
});
export type RecordResultBody = Static<typeof RecordResultBody>;
export const RecordedResultReply = Ok(
  Type.Object({
    _id: Type.String(),
    subjectExam: Type.String(),
    student: Type.String(),
    isAttended: Type.Boolean(),
    obtainMark: Type.Number(),
    remark: Type.String(),
    status: Type.Union(SHEET_STATUSES.map((s) => Type.Literal(s))),
  }),
);

const By = Type.Union([Type.Object({ _id: Type.String(), displayName: Type.String() }), Type.Null()]);

/** GET exam/:subjectExam/answer-log/:student: every sheet event, oldest first. */
export const SheetLogRow = Type.Object({
  _id: Type.String(),
  at: Type.String(),
  kind: Type.Union(SHEET_LOG_KINDS.map((k) => Type.Literal(k))),
  question: Type.Union([Type.Object({ _id: Type.String(), index: Type.Integer() }), Type.Null()]),
  answer: Nullable(Type.String()),
  previousAnswer: Nullable(Type.String()),
  mark: Type.Union([Type.Number(), Type.Null()]),
  previousMark: Type.Union([Type.Number(), Type.Null()]),
  reason: Nullable(Type.String()),
  by: By,
});
export type SheetLogRow = Static<typeof SheetLogRow>;
export const SheetLogQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
});
export const SheetLogList = Paged(SheetLogRow);

/** GET exam/result/history/:subjectExam/:student: the mark History drawer. */
export const MarkHistoryRow = Type.Object({
  at: Type.String(),
  kind: Type.Union(HISTORY_KINDS.map((k) => Type.Literal(k))),
  question: Type.Union([Type.Object({ _id: Type.String(), index: Type.Integer() }), Type.Null()]),
  from: Type.Union([Type.Number(), Type.Null()]),
  to: Type.Union([Type.Number(), Type.Null()]),
  reason: Type.String(),
  by: By,
});
export type MarkHistoryRow = Static<typeof MarkHistoryRow>;
export const MarkHistoryReply = Ok(Type.Array(MarkHistoryRow));

export const SHEET_MESSAGES = {
  notOfBatch: 'You are not a student of this batch.',
  notOnline: 'This exam is not online.',
  notStarted: 'The exam has not started yet.',
  submitted: 'You have already submitted this exam.',
  ended: 'The exam has ended.',
  endedNoSave: 'The exam has ended; answers are no longer saved.',
  notAnOption: 'Answer must be one of the options.',
  questionNotFound: 'Question not found.',
  markBounds: "Marks must be between 0 and the question's mark.",
  mcqMarkBounds: "An MCQ mark must be between minus its negative mark and the question's mark.",
  reasonForMark: 'Give a reason for changing a mark.',
  notSubmitted: 'The student has not submitted this exam.',
  attendance: 'Attendance is required*',
  obtainMark: 'Please enter obtain mark*',
  obtainBounds: 'Obtained mark must be between 0 and the full mark.',
  reasonForResult: 'Give a reason for changing a result.',
  notYourSubjectExam: 'You did not create this subject exam.',
  attachmentOnly: 'Only an ATTACHMENT question takes a file.',
  answerSaved: 'Answer saved',
  submittedOk: 'Exam submitted successfully',
  reviewUpdated: 'Review updated',
  synced: 'Exam synced',
  resultUpdated: 'Student exam result updated successfully',
} as const;
