/* The shapes of the results calls (contracts/src/exams/results.ts; docs/api.md "Results, report cards and exam dashboards"). */

import type {
  ExamResultSummary,
  ExamReview,
  ReportCard,
  SessionReportCard,
  StudentExamCard,
  StudentExamPage,
  StudentExamResult,
  StudentUpcomingExam,
  SubjectResult,
} from '@school/contracts';

export type { ExamReview, ReportCard, SessionReportCard, StudentExamCard, StudentExamResult, SubjectResult };
export type ResultSummary = ExamResultSummary;
export type UpcomingSubjectExam = StudentUpcomingExam;
/** GET exam/student/exam/:examId: the exam page's subject exams with the student's progress. */
export type StudentExamView = StudentExamPage;
export type SubjectExamPhase = StudentExamPage['subjects'][number]['status'];
export type ResultStudent = StudentExamResult['student'];
