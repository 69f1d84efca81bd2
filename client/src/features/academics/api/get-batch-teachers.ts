import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchTeacherRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { batchTabKeys } from './batch-tab-keys';

/** GET batch/:batchId/teachers: the Assign Teacher list. */
export const batchTeachersQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: batchTabKeys.teachers(batchId),
    queryFn: ({ signal }) => api.get<Envelope<BatchTeacherRow[]>>(`batch/${encodeURIComponent(batchId)}/teachers`, { signal }),
  });

export const useBatchTeachers = (batchId: string) => useQuery(batchTeachersQueryOptions(batchId));
