import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchStudent } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { batchTabKeys } from './batch-tab-keys';

/** One row of GET batch/:batchId/students (contracts). */
export type { BatchStudent } from '@school/contracts';
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
