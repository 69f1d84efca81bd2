import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { examKeys } from './exam-keys';
import type { Exam, ExamDetails, ExamType } from './types';

/** 002 §9: exam lists page by twenty. */
export const EXAMS_PER_PAGE = 20;

export interface ExamListParams {
  pageNo: number;
  perPage: number;
  /** true: not yet ended; false: ended; undefined: all. */
  schedule?: boolean;
  searchTitle?: string;
  type?: ExamType;
  batchId?: string;
  courseId?: string;
  branchId?: string;
  resultPublished?: boolean;
}

/** GET exam?perPage=20&pageNo&schedule&searchTitle&type&batchId&courseId&branchId&resultPublished (002 §7). */
export const examsQueryOptions = (params: ExamListParams) =>
  queryOptions({
    queryKey: examKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<Exam>>('exam', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useExams = (params: ExamListParams) => useQuery(examsQueryOptions(params));

/** GET exam/details/:id → the exam with its subject exams. */
export const examQueryOptions = (examId: string) =>
  queryOptions({
    queryKey: examKeys.one(examId),
    queryFn: ({ signal }) => api.get<Envelope<ExamDetails>>(`exam/details/${encodeURIComponent(examId)}`, { signal }),
  });

export const useExam = (examId: string) => useQuery({ ...examQueryOptions(examId), enabled: !!examId });
