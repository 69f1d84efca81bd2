import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { examKeys } from './exam-keys';
import type { SubjectExam } from './types';

const id = encodeURIComponent;

/**
 * GET exam/subject/:examId (a teacher's list leaves out their own) or exam/subject/created-by-user/:examId (the
 * caller's own), 002 §2 "Exam subject list per exam".
 */
export const subjectExamsQueryOptions = (examId: string, mine: boolean) =>
  queryOptions({
    queryKey: examKeys.subjects(examId, mine),
    queryFn: ({ signal }) =>
      api.get<Envelope<SubjectExam[]>>(mine ? `exam/subject/created-by-user/${id(examId)}` : `exam/subject/${id(examId)}`, { signal }),
  });

export const useSubjectExams = (examId: string, mine = false, enabled = true) =>
  useQuery({ ...subjectExamsQueryOptions(examId, mine), enabled: !!examId && enabled });

/** GET exam/subject/details/:id. */
export const subjectExamQueryOptions = (subjectExamId: string) =>
  queryOptions({
    queryKey: examKeys.subject(subjectExamId),
    queryFn: ({ signal }) => api.get<Envelope<SubjectExam>>(`exam/subject/details/${id(subjectExamId)}`, { signal }),
  });

export const useSubjectExam = (subjectExamId: string) => useQuery({ ...subjectExamQueryOptions(subjectExamId), enabled: !!subjectExamId });
