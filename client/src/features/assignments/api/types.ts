import type {
  AssignmentCreationType,
  AssignmentSort,
  AssignmentType,
  ExamBatch,
  MarkHistoryRow,
  Question,
  QuestionType,
} from '@school/contracts';

// PROVISIONAL: mirrors what contracts/src/assignments/routes.ts (asg-server) is expected to give; replaced by imports.
export type { AssignmentCreationType, AssignmentSort, AssignmentType, ExamBatch, MarkHistoryRow, Question, QuestionType };

export interface Named {
  _id: string;
  title: string;
}

/** 002 §3 Assignment, as a list and GET assignment/:id give it. */
export interface Assignment {
  _id: string;
  title: string;
  type: AssignmentType;
  creationType: AssignmentCreationType;
  introduction: string;
  chapter: string;
  subject: Named;
  batch: ExamBatch;
  dateOfAssignment: string;
  dueDate: string;
  fullMark: number;
  totalQuestions: number;
  totalSubmitted: number;
  totalStudent: number;
  createdBy: { _id: string; displayName: string } | null;
  /** The student's (or parent's child's) own state; null for staff. */
  isSubmitted?: boolean | null;
  reviewed?: boolean | null;
  /** The institute accepts late answers (late policy PENALTY): a past-due card still opens. */
  acceptsLate?: boolean;
}

export interface AssignmentBody {
  title: string;
  type: AssignmentType;
  creationType: AssignmentCreationType;
  introduction: string;
  chapter: string;
  subject: string;
  batch: string;
  dateOfAssignment: string;
  dueDate: string;
  fullMark: number;
}

export interface AssignmentStat {
  totalQuestions: number;
  totalSubmitted: number;
  totalStudent: number;
  notSubmitted: number;
}

/** 002 §3 Assignment submission card. */
export interface SubmissionCard {
  assignmentId: string;
  studentId: string;
  name: string;
  email: string;
  rollNo: string;
  photoUrl: string | null;
  fullMark: number;
  markSecured: number | null;
  totalAttempted: number;
  submissionDate: string | null;
  answerSubmitted: boolean;
  reviewed: boolean;
}

/** 002 §3 Assignment answer (grading and answering views). */
export interface AssignmentAnswer {
  _id: string;
  question: string;
  type: QuestionType;
  options: string[];
  answer: string;
  attachmentUrl: string | null;
  explanation: string;
  markAwarded: number;
  isStudentAnswered: boolean;
  studentAnswer: { studentAnswer: string; attachmentUrl: string | null; markAwarded: number | null } | null;
}

/** The student's sheet: submitted, reviewed, marks and remark. */
export interface AssignmentSheet {
  assignment: Assignment;
  student: { _id: string; displayName: string; email: string; rollNumber: string; photoUrl: string | null };
  isSubmitted: boolean;
  submittedAt: string | null;
  reviewed: boolean;
  markSecured: number | null;
  totalAttempted: number;
  totalQuestions: number;
  remark: string;
  lateDays: number;
  penaltyPercent: number;
  /** May the student still save answers (before the due date, or the late policy accepts them). */
  canAnswer: boolean;
}

export interface RemarkBody {
  remark: string;
  marks: { _id: string; mark: number }[];
  reason?: string;
}

export type AssignmentHistoryRow = MarkHistoryRow;
