import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { batchTabKeys } from './batch-tab-keys';

/** One row of GET batch/:batchId/students (contracts has no schema for this reply yet: the route declares none). */
export interface BatchStudent {
  _id: string;
  displayName: string;
  /** null with phoneNumber for a teacher, who sees a class register's columns only. */
  email: string | null;
  phoneNumber: string | null;
  gender: string | null;
  photoUrl: string | null;
  registrationNumber: string | null;
  rollNumber: string | null;
  createdAt: string;
}
export interface BatchStudentParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

/** GET batch/:batchId/students?perPage&pageNo&searchTitle (001 §7); a `student` or `app_user` push refreshes it. */
export const batchStudentsQueryOptions = (batchId: string, params: BatchStudentParams) =>
  queryOptions({
    queryKey: batchTabKeys.students(batchId, params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<BatchStudent>>(`batch/${encodeURIComponent(batchId)}/students`, {
        query: { ...params, searchTitle: params.searchTitle || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useBatchStudents = (batchId: string, params: BatchStudentParams) => useQuery(batchStudentsQueryOptions(batchId, params));
