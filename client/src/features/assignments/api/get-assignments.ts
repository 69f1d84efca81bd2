import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';
import type {
  Assignment,
  AssignmentCreationType,
  AssignmentQuestion,
  AssignmentSort,
  AssignmentStat,
  AssignmentType,
  LatePolicyState,
  StudentStatRow,
} from './types';

const id = encodeURIComponent;

/** 002 §9: 10 a page on the teacher's and shared lists, 15 on the student's; the student status 10. */
export const STAFF_PER_PAGE = 10;
export const STUDENT_PER_PAGE = 15;
export const STATUS_PER_PAGE = 10;

export interface AssignmentListParams {
  pageNo: number;
  perPage: number;
  searchTitle?: string;
  batch?: string;
  type?: AssignmentType;
  creationType?: AssignmentCreationType;
  subject?: string;
  sortBy?: AssignmentSort;
}

/** GET assignment?perPage=10|15&pageNo&searchTitle&batch&type&creationType&subject&sortBy (002 §7). */
export const assignmentsQueryOptions = (params: AssignmentListParams) =>
  queryOptions({
    queryKey: assignmentKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<Assignment>>('assignment', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });
export const useAssignments = (params: AssignmentListParams) => useQuery(assignmentsQueryOptions(params));

/** GET assignment/:id. */
export const assignmentQueryOptions = (assignmentId: string) =>
  queryOptions({
    queryKey: assignmentKeys.one(assignmentId),
    queryFn: ({ signal }) => api.get<Envelope<Assignment>>(`assignment/${id(assignmentId)}`, { signal }),
  });
export const useAssignment = (assignmentId: string) => useQuery({ ...assignmentQueryOptions(assignmentId), enabled: !!assignmentId });

/** GET assignment/stat/:assignmentId: questions, submissions and the batch's students. */
export const useAssignmentStat = (assignmentId: string) =>
  useQuery({
    queryKey: assignmentKeys.stat(assignmentId),
    queryFn: ({ signal }) => api.get<Envelope<AssignmentStat>>(`assignment/stat/${id(assignmentId)}`, { signal }),
    enabled: !!assignmentId,
  });

/** GET assignment/questions/:assignmentId (answers included: the staff view). */
export const useAssignmentQuestions = (assignmentId: string) =>
  useQuery({
    queryKey: assignmentKeys.questions(assignmentId),
    queryFn: ({ signal }) => api.get<Envelope<AssignmentQuestion[]>>(`assignment/questions/${id(assignmentId)}`, { signal }),
    enabled: !!assignmentId,
  });

export interface StudentStatParams {
  pageNo: number;
  perPage: number;
  searchTitle?: string;
  submitted?: boolean;
  reviewed?: boolean;
  sortBy?: 'a-z' | 'z-a';
}

/** GET assignment/student-stat/:assignmentId?perPage=10&pageNo&submitted&reviewed&searchTitle&sortBy. */
export const useStudentStat = (assignmentId: string, params: StudentStatParams) =>
  useQuery({
    queryKey: assignmentKeys.students(assignmentId, params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<StudentStatRow>>(`assignment/student-stat/${id(assignmentId)}`, { query: { ...params }, signal }),
    enabled: !!assignmentId,
    placeholderData: (previous) => previous,
  });

/** GET assignment/late-policy: REFUSE (a past-due assignment does not open) or PENALTY (late answers taken, minus a percent a day). */
export const useLatePolicy = (enabled = true) =>
  useQuery({
    queryKey: assignmentKeys.options('late-policy', ''),
    queryFn: ({ signal }) => api.get<Envelope<LatePolicyState>>('assignment/late-policy', { signal }),
    enabled,
    staleTime: 60_000,
  });
