import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { resultKeys } from './result-keys';
import type { Exam, ExamWeights } from '@school/contracts';
import type {
  ExamReview,
  ReportCard,
  ResultSummary,
  SessionReportCard,
  StudentExamCard,
  StudentExamView,
  StudentExamResult,
  UpcomingSubjectExam,
} from './types';

const enc = encodeURIComponent;
/** A PARENT names the child (`?studentId=`, api-changes.md); a STUDENT is themselves. */
const who = (studentId: string, isParent: boolean) => (isParent ? { studentId } : {});

/** 002 §9: the student's exam cards and upcoming exams page by twelve. */
export const STUDENT_EXAMS_PER_PAGE = 12;
/** 001 §9: exam results page by ten. */
export const RESULTS_PER_PAGE = 10;

/** GET exam/student/exams?perPage=12&pageNo: the exams of the student's batch (002 §2 exam cards). */
export const useStudentExams = (studentId: string | undefined, isParent: boolean, pageNo: number) =>
  useQuery({
    queryKey: resultKeys.studentExams(studentId ?? '', pageNo),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<StudentExamCard>>('exam/student/exams', {
        query: { perPage: STUDENT_EXAMS_PER_PAGE, pageNo, ...who(studentId ?? '', isParent) },
        signal,
      }),
    enabled: !!studentId,
    placeholderData: keepPreviousData,
  });

/** GET exam/student/upcoming-exam?perPage=12&pageNo&searchTitle: subject exams not yet ended (002 §2 upcoming exams grid). */
export const useUpcomingExams = (studentId: string | undefined, isParent: boolean, params: { pageNo: number; searchTitle: string }) =>
  useQuery({
    queryKey: resultKeys.upcoming(studentId ?? '', params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<UpcomingSubjectExam>>('exam/student/upcoming-exam', {
        query: {
          perPage: STUDENT_EXAMS_PER_PAGE,
          pageNo: params.pageNo,
          ...(params.searchTitle ? { searchTitle: params.searchTitle } : {}),
          ...who(studentId ?? '', isParent),
        },
        signal,
      }),
    enabled: !!studentId,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** GET exam/student/exam/:examId: the exam's subject exams with the student's progress (api-changes.md). */
export const useStudentExamView = (examId: string, studentId: string | undefined, isParent: boolean) =>
  useQuery({
    queryKey: resultKeys.studentExam(examId, studentId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<StudentExamView>>(`exam/student/exam/${enc(examId)}`, { query: who(studentId ?? '', isParent), signal })
        .then((r) => r.data),
    enabled: !!examId && !!studentId,
    // A subject exam opens and ends by the server's clock, which sends no signal: look again each minute.
    refetchInterval: 60_000,
  });

/** GET exam/result/:examId/student/:studentId: marks per subject, totals, grade, rank. */
export const useStudentResult = (examId: string, studentId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: resultKeys.result(examId, studentId ?? ''),
    queryFn: ({ signal }) =>
      api.get<Envelope<StudentExamResult>>(`exam/result/${enc(examId)}/student/${enc(studentId ?? '')}`, { signal }).then((r) => r.data),
    enabled: enabled && !!examId && !!studentId,
    retry: false,
  });

/** GET exam/result/all/:studentId?perPage=10&pageNo&searchTitle (001 §7). */
export const useResultList = (studentId: string, params: { pageNo: number; searchTitle?: string }) =>
  useQuery({
    queryKey: resultKeys.resultList(studentId, params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<ResultSummary>>(`exam/result/all/${enc(studentId)}`, {
        query: { perPage: RESULTS_PER_PAGE, pageNo: params.pageNo, ...(params.searchTitle ? { searchTitle: params.searchTitle } : {}) },
        signal,
      }),
    enabled: !!studentId,
    placeholderData: keepPreviousData,
  });

/** GET exam/:subjectExamId/review[?studentId= for a PARENT]: what the exam's review flags allow, after the end. */
export const useExamReview = (subjectExamId: string, studentId: string | undefined, isParent: boolean) =>
  useQuery({
    queryKey: resultKeys.review(subjectExamId, studentId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<ExamReview>>(`exam/${enc(subjectExamId)}/review`, { query: who(studentId ?? '', isParent), signal })
        .then((r) => r.data),
    enabled: !!subjectExamId && !!studentId,
    retry: false,
  });

/** GET exam/report-card/:examId/:studentId. */
export const useReportCard = (examId: string, studentId: string) =>
  useQuery({
    queryKey: resultKeys.reportCard(examId, studentId),
    queryFn: ({ signal }) =>
      api.get<Envelope<ReportCard>>(`exam/report-card/${enc(examId)}/${enc(studentId)}`, { signal }).then((r) => r.data),
    enabled: !!examId && !!studentId,
    retry: false,
  });

/** GET exam/report-card/session/:batchId/:studentId. */
export const useSessionReportCard = (batchId: string, studentId: string) =>
  useQuery({
    queryKey: resultKeys.sessionCard(batchId, studentId),
    queryFn: ({ signal }) =>
      api.get<Envelope<SessionReportCard>>(`exam/report-card/session/${enc(batchId)}/${enc(studentId)}`, { signal }).then((r) => r.data),
    enabled: !!batchId && !!studentId,
    retry: false,
  });

/** The PDFs' addresses (lib/download.ts saves them with the session's headers). */
export const reportCardPdfPath = (examId: string, studentId: string) => `exam/report-card/${enc(examId)}/${enc(studentId)}/pdf`;
export const batchReportCardPdfPath = (examId: string) => `exam/report-card/${enc(examId)}/batch/pdf`;
export const sessionReportCardPdfPath = (batchId: string, studentId: string) =>
  `exam/report-card/session/${enc(batchId)}/${enc(studentId)}/pdf`;

/** The weights dialog: the batch's exams (GET exam?batchId=, 200 at most) and the weights saved (GET exam/weights/:batchId). */
export const useBatchWeights = (batchId: string, enabled: boolean) =>
  useQuery({
    queryKey: resultKeys.weights(batchId),
    queryFn: async ({ signal }) => {
      const [exams, weights] = await Promise.all([
        api.get<PagedEnvelope<Exam>>('exam', { query: { perPage: 200, pageNo: 1, batchId }, signal }),
        api.get<Envelope<ExamWeights>>(`exam/weights/${enc(batchId)}`, { signal }),
      ]);
      const saved = new Map(weights.data.weights.map((w) => [w.exam._id, w.weight]));
      return exams.data.map((e) => ({ exam: { _id: e._id, title: e.title }, weight: saved.get(e._id) ?? 0 }));
    },
    enabled: enabled && !!batchId,
  });

/** PUT exam/weights/:batchId { weights: [{ exam, weight }] } (office only). */
export const saveExamWeights = (batchId: string, weights: { exam: string; weight: number }[]) =>
  api.put<Envelope<unknown>>(`exam/weights/${enc(batchId)}`, { weights });
