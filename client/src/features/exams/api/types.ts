import type {
  CreateExamBody,
  CreateSubjectExamBody,
  Exam,
  ExamBatch,
  ExamDetails,
  ExamStatus,
  ExamType,
  OnlineSettings,
  Question,
  QuestionImportJob,
  QuestionType,
  StudentAttended,
  SubjectExam,
  UpdateSubjectExamBody,
} from '@school/contracts';

export type {
  CreateExamBody,
  CreateSubjectExamBody,
  Exam,
  ExamBatch,
  ExamDetails,
  ExamStatus,
  ExamType,
  OnlineSettings,
  Question,
  QuestionImportJob,
  QuestionType,
  SubjectExam,
  UpdateSubjectExamBody,
};
export type StudentAttendedRow = StudentAttended;
/** An exam as a list gives it (`subjects` a count) or as its details do (the subject exams). */
export type AnyExam = Exam | ExamDetails;
