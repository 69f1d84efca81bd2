import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged } from '../envelope.js';
import { EXAM_TYPES } from './index.js';

/**
 * Results, report cards and the exam dashboards (issue 14 parts 5, 6 and 7; docs/api.md "Results, report cards and
 * exam dashboards"). Students see their own and parents their children's, only once the exam's results are published;
 * the office and the teachers of the batch always.
 */

const ExamTypeLiteral = Type.Union(EXAM_TYPES.map((t) => Type.Literal(t)));
const Named = Type.Object({ _id: Type.String(), title: Type.String() });
const Count = Type.Integer({ minimum: 0 });
const perPage = (n: number) => Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: n }));
const pageNo = Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }));
/** A PARENT names the child (`?studentId=`); without it, their first child. Ignored for everyone else. */
const StudentIdQuery = Type.Optional(Type.String({ maxLength: 64 }));

export const EXAM_RESULT_MESSAGES = {
  notStudentOfBatch: 'You are not a student of this batch.',
  notPublished: 'The results of this exam are not published yet.',
  reviewBeforeEnd: 'Review opens after the exam ends.',
  chooseChild: 'Choose a child.',
  notYourChild: 'You may see only your own children.',
  studentNotFound: 'Student not found.',
  studentNotInBatch: 'The student is not in this exam’s batch.',
  weightsUpdated: 'Exam weights updated successfully',
  weightExamNotInBatch: 'Every exam must be an exam of this batch.',
  weightDuplicate: 'An exam is weighted twice.',
  weightsEmpty: 'Give at least one exam a weight above 0.',
} as const;

// ---- Student exam lists -------------------------------------------------------------------------------------------

/** The exam card's status (002 §4): the exam badge's rule on institute days. */
export const STUDENT_EXAM_PAGE = 12;
export const StudentExamsQuery = Type.Object({
  perPage: perPage(STUDENT_EXAM_PAGE),
  pageNo,
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
  studentId: StudentIdQuery,
});
export type StudentExamsQuery = Static<typeof StudentExamsQuery>;

export const UPCOMING_STATUSES = ['UPCOMING', 'INPROGRESS'] as const;
/** GET exam/student/upcoming-exam: a subject exam of the student's batch that has not ended. */
export const StudentUpcomingExam = Type.Object({
  _id: Type.String(),
  exam: Type.Object({ _id: Type.String(), title: Type.String(), type: ExamTypeLiteral }),
  subject: Named,
  startTime: Type.String(),
  endTime: Type.String(),
  fullMark: Type.Number(),
  status: Type.Union(UPCOMING_STATUSES.map((s) => Type.Literal(s))),
  isSubmitted: Type.Boolean(),
});
export type StudentUpcomingExam = Static<typeof StudentUpcomingExam>;
export const StudentUpcomingExamList = Paged(StudentUpcomingExam);

/** GET exam/student/exams: the exam cards of the student's batch. */
export const StudentExamCard = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  type: ExamTypeLiteral,
  startDate: Type.String(),
  endDate: Type.String(),
  totalSubjectExam: Count,
  status: Type.Union([Type.Literal('UPCOMING'), Type.Literal('INPROGRESS'), Type.Literal('FINISHED')]),
  resultPublished: Type.Boolean(),
});
export type StudentExamCard = Static<typeof StudentExamCard>;
export const StudentExamCardList = Paged(StudentExamCard);

export const SUBJECT_EXAM_STATES = ['UPCOMING', 'INPROGRESS', 'ENDED'] as const;
/** GET exam/student/exam/:examId: the exam and its subject exams as the student sees them (the student exam page). */
export const StudentExamPage = Type.Object({
  exam: Type.Object({
    _id: Type.String(),
    title: Type.String(),
    type: ExamTypeLiteral,
    startDate: Type.String(),
    endDate: Type.String(),
    resultPublished: Type.Boolean(),
  }),
  subjects: Type.Array(
    Type.Object({
      _id: Type.String(),
      subject: Named,
      startTime: Type.String(),
      endTime: Type.String(),
      fullMark: Type.Number(),
      passMark: Type.Number(),
      totalQuestion: Count,
      status: Type.Union(SUBJECT_EXAM_STATES.map((s) => Type.Literal(s))),
      started: Type.Boolean(),
      isSubmitted: Type.Boolean(),
      submittedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type StudentExamPage = Static<typeof StudentExamPage>;
export const StudentExamPageReply = Ok(StudentExamPage);
export const StudentIdOnlyQuery = Type.Object({ studentId: StudentIdQuery });

// ---- Results ------------------------------------------------------------------------------------------------------

export const RESULT_PAGE = 10;
export const ResultAllQuery = Type.Object({
  perPage: perPage(RESULT_PAGE),
  pageNo,
  searchTitle: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ResultAllQuery = Static<typeof ResultAllQuery>;
export const ResultStudentParams = Type.Object({ studentId: Type.String({ minLength: 1, maxLength: 64 }) });
export const ExamStudentParams = Type.Object({
  examId: Type.String({ minLength: 1, maxLength: 64 }),
  studentId: Type.String({ minLength: 1, maxLength: 64 }),
});

const ResultExam = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  type: ExamTypeLiteral,
  startDate: Type.String(),
  endDate: Type.String(),
  resultPublished: Type.Boolean(),
});

/** One exam's totals for a student. totalSGPA: credit-weighted mean of grade points (percentage / 10) over attended subject exams. */
export const ExamResultSummary = Type.Object({
  exam: ResultExam,
  fullMark: Type.Number(),
  totalSGPA: Type.Number(),
  totalMarkSecured: Type.Number(),
  percentage: Type.Number(),
  grade: Type.String(),
  passed: Type.Boolean(),
});
export type ExamResultSummary = Static<typeof ExamResultSummary>;
export const ExamResultSummaryList = Paged(ExamResultSummary);

export const RESULT_STATUSES = ['PENDING', 'IN_PROGRESS', 'SUBMITTED', 'GRADED', 'RECORDED'] as const;
export const SubjectResult = Type.Object({
  subjectExam: Type.Object({ _id: Type.String() }),
  subject: Named,
  fullMark: Type.Number(),
  passMark: Type.Number(),
  credit: Type.Number(),
  isAttended: Type.Boolean(),
  obtainMark: Type.Number(),
  markPercentage: Type.Number(),
  grade: Type.String(),
  passed: Type.Boolean(),
  remark: Type.String(),
  /** PENDING: no result yet (not taken, or not recorded). */
  status: Type.Union(RESULT_STATUSES.map((s) => Type.Literal(s))),
});
export type SubjectResult = Static<typeof SubjectResult>;

export const ResultStudent = Type.Object({
  _id: Type.String(),
  displayName: Type.String(),
  email: Type.String(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  rollNumber: Type.String(),
  registrationNumber: Type.String(),
});
export const ResultBatch = Type.Object({ _id: Type.String(), course: Named, branch: Named, session: Named });

export const StudentExamResult = Type.Object({
  exam: ResultExam,
  student: ResultStudent,
  batch: ResultBatch,
  subjects: Type.Array(SubjectResult),
  totalMarkSecured: Type.Number(),
  fullMark: Type.Number(),
  percentage: Type.Number(),
  grade: Type.String(),
  totalSGPA: Type.Number(),
  passed: Type.Boolean(),
  /** 1-based standing by percentage in the batch (ties share a rank); null when the student has no result. */
  rank: Type.Union([Type.Integer(), Type.Null()]),
  batchSize: Count,
  review: Type.Object({ score: Type.Boolean(), responses: Type.Boolean(), correctAnswers: Type.Boolean(), explanations: Type.Boolean() }),
});
export type StudentExamResult = Static<typeof StudentExamResult>;
export const StudentExamResultReply = Ok(StudentExamResult);

/** GET exam/:subjectExamId/review: each part only when its review flag is on. */
export const ReviewQuestion = Type.Object({
  _id: Type.String(),
  question: Type.String(),
  type: Type.String(),
  options: Type.Array(Type.String()),
  markAwarded: Type.Number(),
  studentAnswer: Type.Optional(Type.String()),
  attachmentUrl: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  mark: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  answer: Type.Optional(Type.String()),
  explanation: Type.Optional(Type.String()),
});
export const ExamReview = Type.Object({
  showScore: Type.Boolean(),
  showResponses: Type.Boolean(),
  showCorrectAnswers: Type.Boolean(),
  showExplanations: Type.Boolean(),
  markSecured: Type.Union([Type.Number(), Type.Null()]),
  fullMark: Type.Number(),
  questions: Type.Array(ReviewQuestion),
});
export type ExamReview = Static<typeof ExamReview>;
export const ExamReviewReply = Ok(ExamReview);

// ---- Report cards -------------------------------------------------------------------------------------------------

export const ReportCardInstitute = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  address: Type.String(),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
});
export const ReportCard = Type.Intersect([StudentExamResult, Type.Object({ institute: ReportCardInstitute, generatedAt: Type.String() })]);
export type ReportCard = Static<typeof ReportCard>;
export const ReportCardReply = Ok(ReportCard);

export const ExamWeightsBody = Type.Object({
  weights: Type.Array(
    Type.Object({
      exam: Type.String({ minLength: 1, maxLength: 64, 'x-message': 'Exam is required.' }),
      weight: Type.Number({ minimum: 0, maximum: 100, 'x-invalid': 'Weight must be between 0 and 100.' }),
    }),
    { maxItems: 100, 'x-message': 'Weights are required.' },
  ),
});
export type ExamWeightsBody = Static<typeof ExamWeightsBody>;
export const BatchIdParams = Type.Object({ batchId: Type.String({ minLength: 1, maxLength: 64 }) });
export const BatchStudentParams = Type.Object({
  batchId: Type.String({ minLength: 1, maxLength: 64 }),
  studentId: Type.String({ minLength: 1, maxLength: 64 }),
});
export const ExamWeights = Type.Object({
  batchId: Type.String(),
  weights: Type.Array(Type.Object({ exam: Named, weight: Type.Number() })),
});
export type ExamWeights = Static<typeof ExamWeights>;
export const ExamWeightsReply = Ok(ExamWeights);

export const SessionReportCard = Type.Object({
  institute: ReportCardInstitute,
  student: ResultStudent,
  batch: ResultBatch,
  exams: Type.Array(
    Type.Object({
      exam: ResultExam,
      weight: Type.Number(),
      fullMark: Type.Number(),
      totalMarkSecured: Type.Number(),
      percentage: Type.Number(),
      grade: Type.String(),
      passed: Type.Boolean(),
    }),
  ),
  /** Σ weight × percentage / Σ weight over the weighted exams with published results. */
  percentage: Type.Number(),
  grade: Type.String(),
  passed: Type.Boolean(),
  rank: Type.Union([Type.Integer(), Type.Null()]),
  batchSize: Count,
  generatedAt: Type.String(),
});
export type SessionReportCard = Static<typeof SessionReportCard>;
export const SessionReportCardReply = Ok(SessionReportCard);

// ---- Teacher exam dashboard ---------------------------------------------------------------------------------------

export const TeacherExamCardStat = Type.Object({ completeExam: Count, upcomingExam: Count, ongoing: Count });
export const TeacherExamCardStatReply = Ok(TeacherExamCardStat);
export const TeacherExamOverviewReply = Ok(Type.Array(Type.Object({ _id: ExamTypeLiteral, totalExamCount: Count })));
/** Analytical Overview: per month of the year, the subject exams (tests) of the teacher's batches; assignments: those the teacher gave that month. */
export const TeacherTestAnalyticsReply = Ok(Type.Array(Type.Object({ _id: Type.String(), test: Count, assignment: Count })));
export const TeacherSuccessRate = Type.Object({ totalStudentPassPercentage: Type.Number(), totalStudentPass: Count });
export const TeacherSuccessRateReply = Ok(TeacherSuccessRate);
export const PREVIOUS_EXAM_RESULT_PAGE = 10;
export const PreviousExamResultQuery = Type.Object({ perPage: perPage(PREVIOUS_EXAM_RESULT_PAGE), pageNo });
export const PreviousExamResult = Type.Object({ _id: Type.String(), title: Type.String(), boys: Count, girls: Count, other: Count });
export const PreviousExamResultList = Paged(PreviousExamResult);

// ---- Events -------------------------------------------------------------------------------------------------------

/** The session report card's weights of a batch's exams; one stream per batch, `exam-weights-<batchId>`. The whole set each time. */
export interface ExamWeightsSet {
  type: 'ExamWeightsSet';
  data: { batchId: string; weights: { examId: string; weight: number }[] };
}
export type ExamWeightsEvent = ExamWeightsSet;
export const examWeightsStream = (batchId: string) => `exam-weights-${batchId}`;
