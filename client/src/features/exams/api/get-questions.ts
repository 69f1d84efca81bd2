import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { examKeys } from './exam-keys';
import type { Question, StudentAttendedRow } from './types';

/** GET exam/questions/:subjectExamId → the questions in the order they were added (answers included: staff view). */
export const questionsQueryOptions = (subjectExamId: string) =>
  queryOptions({
    queryKey: examKeys.questions(subjectExamId),
    queryFn: ({ signal }) => api.get<Envelope<Question[]>>(`exam/questions/${encodeURIComponent(subjectExamId)}`, { signal }),
  });

export const useQuestions = (subjectExamId: string) => useQuery({ ...questionsQueryOptions(subjectExamId), enabled: !!subjectExamId });

/** 002 §9: exam student lists page by ten. */
export const STUDENTS_PER_PAGE = 10;

export interface StudentAttendedParams {
  pageNo: number;
  perPage: number;
  searchTitle?: string;
  type?: 'ATTENDED' | 'NOTATTENDED';
  gender?: 'MALE' | 'FEMALE' | 'OTHER';
}

/** GET exam/student-attended/:subjectExamId?perPage=10&pageNo&searchTitle&type&gender: the batch with each result. */
export const studentAttendedQueryOptions = (subjectExamId: string, params: StudentAttendedParams) =>
  queryOptions({
    queryKey: examKeys.students(subjectExamId, params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<StudentAttendedRow>>(`exam/student-attended/${encodeURIComponent(subjectExamId)}`, {
        query: { ...params },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const useStudentAttended = (subjectExamId: string, params: StudentAttendedParams) =>
  useQuery({ ...studentAttendedQueryOptions(subjectExamId, params), enabled: !!subjectExamId });
