import { Type, type Static, type TBoolean, type TOptional, type TSchema } from '@sinclair/typebox';
import { WINDOW } from '../dates.js';
import { FilePart, Ok, Paged } from '../envelope.js';
import { EXAM_STATUSES, EXAM_TYPES, ONLINE_FLAGS, QUESTION_TYPES, type OnlineFlag } from './index.js';

/** The calls of the exams module (docs/api.md "Exams, subject exams and the question bank"). */

const Ref = (message: string) => Type.String({ minLength: 1, maxLength: 64, 'x-message': message });
/** An institute day, YYYY-MM-DD (the calendar window: five years either side of today). */
const Day = (message: string) =>
  Type.String({
    minLength: 1,
    maxLength: 40,
    [WINDOW]: 'calendar',
    'x-message': message,
    'x-label': message.replace(' is required.', ''),
    'x-invalid': `${message.replace(' is required.', '')} must be a date (YYYY-MM-DD).`,
  });
const Stamp = (message: string) =>
  Type.String({
    minLength: 1,
    maxLength: 40,
    [WINDOW]: 'calendar',
    'x-message': message,
    'x-label': message.replace(' is required.', ''),
    'x-invalid': `${message.replace(' is required.', '')} must be a date and time.`,
  });

export const MAX_FULL_MARK = 1000;
export const MAX_CREDIT = 20;
export const MIN_QUESTION_MARK = 0.25;
export const MAX_QUESTION_MARK = 100;
export const MAX_OPTIONS = 6;
/** An attachment of a question (image, or the PDF of an ATTACHMENT question). */
export const MAX_QUESTION_FILE_BYTES = 10 * 1024 * 1024;

export const ExamTypeField = Type.Union(
  EXAM_TYPES.map((t) => Type.Literal(t)),
  { 'x-message': 'Exam type is required.', 'x-invalid': 'Exam type must be ONLINE or OFFLINE.' },
);

const flagFields = Object.fromEntries(
  ONLINE_FLAGS.map((f) => [f, Type.Optional(Type.Boolean({ 'x-invalid': `${f} must be true or false.` }))]),
) as Record<OnlineFlag, TOptional<TBoolean>>;

const settingFields = {
  ...flagFields,
  negativeMark: Type.Optional(
    Type.Number({ minimum: 0, maximum: 100, 'x-invalid': 'Negative mark must be between 0 and 100 (percent of the mark).' }),
  ),
  conclusionText: Type.Optional(Type.String({ maxLength: 2000, 'x-invalid': 'Conclusion text must be at most 2000 characters.' })),
};

const Title = Type.String({
  minLength: 2,
  maxLength: 120,
  'x-message': 'Title is required.',
  'x-invalid': 'Title must be between 2 and 120 characters.',
});
const Description = Type.String({ maxLength: 2000, 'x-invalid': 'Description must be at most 2000 characters.' });

/** POST exam/create. Online settings are kept only for an ONLINE exam (false for OFFLINE). */
export const CreateExamBody = Type.Object({
  title: Title,
  type: ExamTypeField,
  description: Type.Optional(Description),
  batch: Ref('Batch is required.'),
  startDate: Day('Start date is required.'),
  endDate: Day('End date is required.'),
  ...settingFields,
});
export type CreateExamBody = Static<typeof CreateExamBody>;

/** PUT exam/update/:id: the same fields, each optional. */
export const UpdateExamBody = Type.Object({
  title: Type.Optional(Title),
  type: Type.Optional(ExamTypeField),
  description: Type.Optional(Description),
  batch: Type.Optional(Ref('Batch is required.')),
  startDate: Type.Optional(Day('Start date is required.')),
  endDate: Type.Optional(Day('End date is required.')),
  ...settingFields,
});
export type UpdateExamBody = Static<typeof UpdateExamBody>;

const FullMark = Type.Number({
  minimum: 1,
  maximum: MAX_FULL_MARK,
  'x-message': 'Full mark is required.',
  'x-invalid': `Full mark must be between 1 and ${MAX_FULL_MARK}.`,
});
const PassMark = Type.Number({
  minimum: 0,
  maximum: MAX_FULL_MARK,
  'x-message': 'Pass mark is required.',
  'x-invalid': `Pass mark must be between 0 and ${MAX_FULL_MARK}.`,
});
const Credit = Type.Number({ minimum: 0, maximum: MAX_CREDIT, 'x-invalid': `Credit must be between 0 and ${MAX_CREDIT}.` });

/** POST exam/subject/create. */
export const CreateSubjectExamBody = Type.Object({
  exam: Ref('Exam is required.'),
  subject: Ref('Subject is required.'),
  startTime: Stamp('Start time is required.'),
  endTime: Stamp('End time is required.'),
  fullMark: FullMark,
  passMark: PassMark,
  credit: Type.Optional(Credit),
});
export type CreateSubjectExamBody = Static<typeof CreateSubjectExamBody>;

/** PUT exam/subject/update/:id. The exam of a subject exam does not change. */
export const UpdateSubjectExamBody = Type.Object({
  subject: Type.Optional(Ref('Subject is required.')),
  startTime: Type.Optional(Stamp('Start time is required.')),
  endTime: Type.Optional(Stamp('End time is required.')),
  fullMark: Type.Optional(FullMark),
  passMark: Type.Optional(PassMark),
  credit: Type.Optional(Credit),
});
export type UpdateSubjectExamBody = Static<typeof UpdateSubjectExamBody>;

const Bool = (name: string) => Type.Optional(Type.Boolean({ 'x-invalid': `${name} must be true or false.` }));

/** GET exam: paging, title search and filters. */
export const ExamListQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  schedule: Bool('schedule'),
  type: Type.Optional(
    Type.Union([...EXAM_TYPES.map((t) => Type.Literal(t)), Type.Literal('')], { 'x-invalid': 'type must be ONLINE or OFFLINE.' }),
  ),
  batchId: Type.Optional(Type.String({ maxLength: 64 })),
  courseId: Type.Optional(Type.String({ maxLength: 64 })),
  branchId: Type.Optional(Type.String({ maxLength: 64 })),
  resultPublished: Bool('resultPublished'),
});
export type ExamListQuery = Static<typeof ExamListQuery>;

export const ExamIdParams = Type.Object({ examId: Type.String({ minLength: 1, maxLength: 64 }) });
export const SubjectExamIdParams = Type.Object({ subjectExamId: Type.String({ minLength: 1, maxLength: 80 }) });
/** Ids of subject exams and questions are longer than the usual 64 (they carry the exam's id). */
export const PartIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) });

// ---- Replies ------------------------------------------------------------------------------------------------------

const Named = Type.Object({ _id: Type.String(), title: Type.String() });
export const ExamBatch = Type.Object({ _id: Type.String(), course: Named, branch: Named, session: Named });
export type ExamBatch = Static<typeof ExamBatch>;
export const ExamPerson = Type.Object({ _id: Type.String(), displayName: Type.String() });

const settingReplyFields = {
  ...(Object.fromEntries(ONLINE_FLAGS.map((f) => [f, Type.Boolean()])) as Record<OnlineFlag, TBoolean>),
  negativeMark: Type.Number(),
  conclusionText: Type.String(),
};

export const SubjectExam = Type.Object({
  _id: Type.String(),
  exam: Type.Object({
    _id: Type.String(),
    title: Type.String(),
    type: Type.Union(EXAM_TYPES.map((t) => Type.Literal(t))),
    startDate: Type.String(),
    endDate: Type.String(),
  }),
  subject: Named,
  startTime: Type.String(),
  endTime: Type.String(),
  fullMark: Type.Number(),
  passMark: Type.Number(),
  credit: Type.Number(),
  totalStudents: Type.Integer(),
  absentStudent: Type.Integer(),
  passStudent: Type.Integer(),
  failStudent: Type.Integer(),
  totalQuestion: Type.Integer(),
  totalQuestionMark: Type.Number(),
  createdBy: ExamPerson,
  batch: ExamBatch,
  /** The exam's type. */
  type: Type.Union(EXAM_TYPES.map((t) => Type.Literal(t))),
});
export type SubjectExam = Static<typeof SubjectExam>;

const examFields = <S extends TSchema>(subjects: S) =>
  Type.Object({
    _id: Type.String(),
    title: Type.String(),
    type: Type.Union(EXAM_TYPES.map((t) => Type.Literal(t))),
    description: Type.String(),
    batch: ExamBatch,
    startDate: Type.String(),
    endDate: Type.String(),
    totalStudent: Type.Integer(),
    totalMark: Type.Number(),
    fullMark: Type.Number(),
    totalQuestion: Type.Integer(),
    totalAttendee: Type.Integer(),
    totalPass: Type.Integer(),
    resultPublished: Type.Boolean(),
    subjects,
    status: Type.Union(EXAM_STATUSES.map((s) => Type.Literal(s))),
    scheduleAt: Type.Union([Type.String(), Type.Null()]),
    createdBy: ExamPerson,
    createdAt: Type.String(),
    ...settingReplyFields,
  });

/** An exam in lists and in the replies of create/update/publish: `subjects` is the count of its subject exams. */
export const Exam = examFields(Type.Integer());
export type Exam = Static<typeof Exam>;
/** GET exam/details/:id: `subjects` holds the subject exams. */
export const ExamDetails = examFields(Type.Array(SubjectExam));
export type ExamDetails = Static<typeof ExamDetails>;

export const ExamReply = Ok(Exam);
export const ExamDetailsReply = Ok(ExamDetails);
export const ExamList = Paged(Exam);
export const SubjectExamReply = Ok(SubjectExam);
export const SubjectExamListReply = Ok(Type.Array(SubjectExam));
export const DeletedReply = Ok(Type.Object({ _id: Type.String() }));

// ---- Questions ----------------------------------------------------------------------------------------------------

export const QuestionTypeField = Type.Union(
  QUESTION_TYPES.map((t) => Type.Literal(t)),
  { 'x-message': 'Question type is required*', 'x-invalid': 'Question type is required*' },
);

/** POST exam/question/add (multipart). The rules on text, options and answer are the decider's (spec messages). */
export const AddQuestionBody = Type.Object({
  subjectExam: Ref('Subject exam is required.'),
  question: Type.Optional(Type.String({ maxLength: 20_000, 'x-invalid': 'Question must be at most 20000 characters.' })),
  type: Type.Optional(QuestionTypeField),
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
export type AddQuestionBody = Static<typeof AddQuestionBody>;

export const Question = Type.Object({
  _id: Type.String(),
  question: Type.String(),
  type: Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t))),
  options: Type.Array(Type.String()),
  answer: Type.String(),
  markAwarded: Type.Number(),
  explanation: Type.String(),
  attachmentUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type Question = Static<typeof Question>;
export const QuestionReply = Ok(Question);
export const QuestionListReply = Ok(Type.Array(Question));

/** The question sample's columns, in order (the sheet is read by header names). */
export const QUESTION_COLUMNS = [
  'question',
  'type',
  'option1',
  'option2',
  'option3',
  'option4',
  'option5',
  'option6',
  'answer',
  'markAwarded',
  'explanation',
] as const;

/** POST exam/question/import/:subjectExamId (multipart). */
export const QuestionImportBody = Type.Object({
  file: FilePart('the filled-in question sample (.xlsx, at most 10 MiB)'),
  dryRun: Type.Optional(Type.Boolean({ default: false, 'x-invalid': 'dryRun must be true or false.' })),
});
export const QuestionImportAccepted = Ok(Type.Object({ jobId: Type.String() }));

export const QUESTION_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const QuestionImportJobParams = Type.Object({ jobId: Type.String({ maxLength: 64 }) });
/** GET exam/question/import/job/:jobId: the BulkJob shape of bulk-upload, for one subject exam's questions. */
export const QuestionImportJob = Type.Object({
  _id: Type.String(),
  subjectExam: Type.String(),
  status: Type.Union(QUESTION_JOB_STATUSES.map((s) => Type.Literal(s))),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  dryRun: Type.Boolean(),
  fileName: Type.String(),
  totalRows: Type.Integer(),
  goodRows: Type.Integer(),
  badRows: Type.Integer(),
  imported: Type.Integer(),
  /** Row numbers are the sheet's (the header is row 1); `field` is a column name, or `file` for the sheet itself. */
  errors: Type.Array(Type.Object({ row: Type.Integer(), field: Type.String(), message: Type.String() })),
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type QuestionImportJob = Static<typeof QuestionImportJob>;
export const QuestionImportJobReply = Ok(QuestionImportJob);

// ---- Students tab -------------------------------------------------------------------------------------------------

export const ATTENDED_TYPES = ['ATTENDED', 'NOTATTENDED'] as const;
export const StudentAttendedQuery = Type.Object({
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 10 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(
    Type.Union([...ATTENDED_TYPES.map((t) => Type.Literal(t)), Type.Literal('')], { 'x-invalid': 'type must be ATTENDED or NOTATTENDED.' }),
  ),
  gender: Type.Optional(Type.String({ maxLength: 20 })),
});
export type StudentAttendedQuery = Static<typeof StudentAttendedQuery>;

export const StudentAttended = Type.Object({
  _id: Type.String(),
  student: Type.Object({
    _id: Type.String(),
    displayName: Type.String(),
    email: Type.String(),
    photoUrl: Type.Union([Type.String(), Type.Null()]),
    gender: Type.String(),
    registrationNumber: Type.String(),
    rollNumber: Type.String(),
  }),
  examSubject: Type.String(),
  exam: Type.String(),
  result: Type.Union([
    Type.Object({ isAttended: Type.Boolean(), obtainMark: Type.Number(), remark: Type.String(), markPercentage: Type.Number() }),
    Type.Null(),
  ]),
  fullMark: Type.Number(),
  /** The sheet's state (exams/sheets.ts SHEET_STATUSES, or NOT_STARTED without a sheet). */
  status: Type.Union(['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'GRADED', 'RECORDED'].map((s) => Type.Literal(s))),
  submittedBy: Type.Union([Type.Literal('STUDENT'), Type.Literal('DEADLINE'), Type.Null()]),
});
export type StudentAttended = Static<typeof StudentAttended>;
export const StudentAttendedList = Paged(StudentAttended);
