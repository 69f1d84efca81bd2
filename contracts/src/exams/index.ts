/**
 * Exams, subject exams and the question bank (002 §2 Exams, §3 Exam / Subject exam / Question, §5 Question form; issue
 * 14 parts 1, 2 and 5). One stream per exam, `exam-<examId>`, holds the exam, its subject exams and their questions:
 * every rule that spans them (dates holding every subject exam, question marks within a full mark, one subject once,
 * publishing needs a subject exam) is then decided on one consistent state, without a reservation table.
 */

import type { SubjectExamSheetsOpened } from './sheets.js';

export const EXAM_TYPES = ['ONLINE', 'OFFLINE'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export const QUESTION_TYPES = ['MCQTYPE', 'LONGTYPE', 'ATTACHMENT'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const EXAM_STATUSES = ['UPCOMING', 'INPROGRESS', 'FINISHED'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

/** The settings of an online exam (002 §3 Exam); all false for an offline one. */
export const ONLINE_FLAGS = [
  'allowStudentToMoveFreely',
  'randomizeQuestionOrder',
  'allowBlankSubmit',
  'negativeMarking',
  'disableRightClick',
  'disableCopyPaste',
  'disableDisplayTranslate',
  'disableAutocomplete',
  'disableSpellCheck',
  'disablePrinting',
  'showExamScoreAfterEnd',
  'showExamResponseAfterEnd',
  'showExamCorrectAnswerAfterEnd',
  'showExamExplanationAfterEnd',
] as const;
export type OnlineFlag = (typeof ONLINE_FLAGS)[number];
export type OnlineSettings = Record<OnlineFlag, boolean> & { negativeMark: number; conclusionText: string };

/**
 * Ids of a subject exam and a question carry their exam's id (`<examId>.s<n>`, `<examId>.q<n>`): a command on one finds
 * its stream without reading a read model, so it never waits for a projection to catch up.
 */
export const subjectExamIdOf = (examId: string, n: number) => `${examId}.s${n}`;
export const questionIdOf = (examId: string, n: number) => `${examId}.q${n}`;
/** The exam a subject exam or question id belongs to, or null for an id of no such shape. */
export const examIdOfPart = (id: string): string | null => {
  const m = /^(.+)\.[sq]\d+$/.exec(id);
  return m ? m[1]! : null;
};

// ---- Events -------------------------------------------------------------------------------------------------------

export interface ExamFields {
  title: string;
  type: ExamType;
  description: string;
  batchId: string;
  /** Institute days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  settings: OnlineSettings;
}

export interface ExamCreated {
  type: 'ExamCreated';
  /** `createdBy`: the user who owns it (a teacher may change only exams they created). */
  data: { examId: string; createdBy: string } & ExamFields;
}
/** The exam as it stands after the change (every field), so a read model needs no earlier event to apply it. */
export interface ExamUpdated {
  type: 'ExamUpdated';
  data: { examId: string } & ExamFields;
}
/** Comes after the SubjectExamDeleted and ExamQuestionDeleted events of everything it held. */
export interface ExamDeleted {
  type: 'ExamDeleted';
  data: { examId: string; batchId: string };
}
/** 002 §9: the exam's results are PUBLISHED. */
export interface ExamResultsPublished {
  type: 'ExamResultsPublished';
  data: { examId: string; batchId: string };
}

export interface SubjectExamFields {
  subjectId: string;
  /** ISO instants. */
  startTime: string;
  endTime: string;
  fullMark: number;
  passMark: number;
  credit: number;
}
export interface SubjectExamCreated {
  type: 'SubjectExamCreated';
  data: { examId: string; subjectExamId: string; batchId: string; createdBy: string } & SubjectExamFields;
}
export interface SubjectExamUpdated {
  type: 'SubjectExamUpdated';
  data: { examId: string; subjectExamId: string; batchId: string } & SubjectExamFields;
}
export interface SubjectExamDeleted {
  type: 'SubjectExamDeleted';
  data: { examId: string; subjectExamId: string };
}

export interface QuestionFields {
  /** Sanitised HTML. */
  question: string;
  type: QuestionType;
  options: string[];
  answer: string;
  markAwarded: number;
  /** Sanitised HTML, or ''. */
  explanation: string;
  /** A stored file's id (the question's image, or the PDF of an ATTACHMENT question), or null. */
  attachmentId: string | null;
}
export interface ExamQuestionAdded {
  type: 'ExamQuestionAdded';
  data: { examId: string; subjectExamId: string; questionId: string } & QuestionFields;
}
export interface ExamQuestionDeleted {
  type: 'ExamQuestionDeleted';
  data: { examId: string; subjectExamId: string; questionId: string };
}

export type ExamsEvent =
  | SubjectExamSheetsOpened
  | ExamCreated
  | ExamUpdated
  | ExamDeleted
  | ExamResultsPublished
  | SubjectExamCreated
  | SubjectExamUpdated
  | SubjectExamDeleted
  | ExamQuestionAdded
  | ExamQuestionDeleted;
