import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { examKeys } from '@/features/exams';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { gradingKeys } from './grading-keys';
import type { AnswerLogRow, Evaluation, GradingAnswer, MarkHistoryRow, RemarkBody } from './types';

const id = encodeURIComponent;

/** 002 §2/§9: the grading page shows ten answers a page; the answer log fifty. */
export const ANSWERS_PER_PAGE = 10;
export const LOG_PER_PAGE = 50;

/** GET exam/:subjectExam/evaluation/:student. */
export const useEvaluation = (subjectExamId: string, studentId: string) =>
  useQuery({
    queryKey: gradingKeys.evaluation(subjectExamId, studentId),
    queryFn: ({ signal }) => api.get<Envelope<Evaluation>>(`exam/${id(subjectExamId)}/evaluation/${id(studentId)}`, { signal }),
    enabled: !!subjectExamId && !!studentId,
  });

/** GET exam/:subjectExam/answer/:student?perPage=10&pageNo=. */
export const useGradingAnswers = (subjectExamId: string, studentId: string, pageNo: number) =>
  useQuery({
    queryKey: gradingKeys.answers(subjectExamId, studentId, pageNo),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<GradingAnswer>>(`exam/${id(subjectExamId)}/answer/${id(studentId)}`, {
        query: { perPage: ANSWERS_PER_PAGE, pageNo },
        signal,
      }),
    enabled: !!subjectExamId && !!studentId,
    placeholderData: (previous) => previous,
  });

/** GET exam/:subjectExam/answer-log/:student?perPage=50&pageNo=. */
export const useAnswerLog = (subjectExamId: string, studentId: string, pageNo: number, enabled: boolean) =>
  useQuery({
    queryKey: gradingKeys.log(subjectExamId, studentId, pageNo),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<AnswerLogRow>>(`exam/${id(subjectExamId)}/answer-log/${id(studentId)}`, {
        query: { perPage: LOG_PER_PAGE, pageNo },
        signal,
      }),
    enabled: enabled && !!subjectExamId && !!studentId,
    placeholderData: (previous) => previous,
  });

/** GET exam/result/history/:subjectExam/:student. */
export const useMarkHistory = (subjectExamId: string, studentId: string, enabled: boolean) =>
  useQuery({
    queryKey: gradingKeys.history(subjectExamId, studentId),
    queryFn: ({ signal }) => api.get<Envelope<MarkHistoryRow[]>>(`exam/result/history/${id(subjectExamId)}/${id(studentId)}`, { signal }),
    enabled: enabled && !!subjectExamId && !!studentId,
  });

/** The spec's client syncs the exam when a remark save fails (002 §7 "run after a remark save fails"). */
export const SYNC_FAILED = 'Oops! Exam syncing failed.';

/** POST exam/generate/:subjectExam: recomputes the subject exam's totals from the results. */
export const generateExam = (subjectExamId: string) => api.post<Envelope<unknown>>(`exam/generate/${id(subjectExamId)}`);

/**
 * PUT exam/remark/:subjectExam/:student (marks of a page, the remark, the reason when a given mark changes). On a
 * failure the exam is synced (POST exam/generate); `onSyncFailed` hears when that fails too. The first error is thrown.
 */
export const useSaveRemark = (subjectExamId: string, studentId: string, onSyncFailed: () => void) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RemarkBody) => {
      try {
        return await api.put<Envelope<Evaluation>>(`exam/remark/${id(subjectExamId)}/${id(studentId)}`, body);
      } catch (err) {
        await generateExam(subjectExamId).catch(() => onSyncFailed());
        throw err;
      }
    },
    onSuccess: (res) => {
      qc.setQueryData(gradingKeys.evaluation(subjectExamId, studentId), res);
      // The grading keys are under the exams' (the subject exam's totals and the Students tab change too).
      void qc.invalidateQueries({ queryKey: examKeys.all });
    },
  });
};
