/*
 * The exams slice's reply shapes (docs/api.md "Exams, subject exams and the question bank"), as the screens read them.
 * They follow exams-api.md field by field until @school/contracts exports its own; then these become re-exports.
 */

export type ExamType = 'ONLINE' | 'OFFLINE';
export type ExamStatus = 'UPCOMING' | 'INPROGRESS' | 'FINISHED';
export type QuestionType = 'MCQTYPE' | 'LONGTYPE' | 'ATTACHMENT';

interface Titled {
  _id: string;
  title: string;
}
export interface ExamBatch {
  _id: string;
  course: Titled;
  branch: Titled;
  session: Titled;
}
export interface Person {
  _id: string;
  displayName: string;
}

/** The online-only settings (ignored for OFFLINE). */
export interface OnlineSettings {
  allowStudentToMoveFreely: boolean;
  randomizeQuestionOrder: boolean;
  allowBlankSubmit: boolean;
  negativeMarking: boolean;
  negativeMark: number;
  disableRightClick: boolean;
  disableCopyPaste: boolean;
  disableDisplayTranslate: boolean;
  disableAutocomplete: boolean;
  disableSpellCheck: boolean;
  disablePrinting: boolean;
  conclusionText: string;
  showExamScoreAfterEnd: boolean;
  showExamResponseAfterEnd: boolean;
  showExamCorrectAnswerAfterEnd: boolean;
  showExamExplanationAfterEnd: boolean;
}

export interface SubjectExam {
  _id: string;
  exam: { _id: string; title: string; type: ExamType; startDate: string; endDate: string };
  subject: Titled;
  startTime: string;
  endTime: string;
  fullMark: number;
  passMark: number;
  credit: number;
  totalStudents: number;
  absentStudent: number;
  passStudent: number;
  failStudent: number;
  totalQuestion: number;
  totalQuestionMark: number;
  createdBy: Person;
  batch: ExamBatch;
  type: ExamType;
}

export interface Exam extends Partial<OnlineSettings> {
  _id: string;
  title: string;
  type: ExamType;
  description: string;
  batch: ExamBatch;
  startDate: string;
  endDate: string;
  totalStudent: number;
  totalMark: number;
  fullMark: number;
  totalQuestion: number;
  totalAttendee: number;
  totalPass: number;
  resultPublished: boolean;
  /** A count in lists, the subject exams in details. */
  subjects: number | SubjectExam[];
  status: ExamStatus;
  scheduleAt: string | null;
  createdBy: Person;
  createdAt: string;
}

export type ExamBody = {
  title: string;
  type: ExamType;
  description?: string;
  batch: string;
  startDate: string;
  endDate: string;
} & Partial<OnlineSettings>;

export interface SubjectExamBody {
  exam: string;
  subject: string;
  startTime: string;
  endTime: string;
  fullMark: number;
  passMark: number;
  credit?: number;
}

export interface Question {
  _id: string;
  question: string;
  type: QuestionType;
  options: string[];
  answer: string;
  markAwarded: number;
  explanation: string;
  attachmentUrl: string | null;
  createdAt: string;
}

export interface StudentAttendedRow {
  _id: string;
  student: {
    _id: string;
    displayName: string;
    email: string;
    photoUrl: string | null;
    gender: string | null;
    registrationNumber: string | null;
    rollNumber: string | number | null;
  };
  examSubject: string;
  exam: string;
  result: { isAttended: boolean; obtainMark: number; remark: string; markPercentage: number } | null;
  fullMark: number;
}
