import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherBatchRow } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { academicKeys } from './academic-keys';

export type { TeacherBatchRow };

/** 002 §9: batch lists page by five. */
export const TEACHER_BATCHES_PER_PAGE = 5;

/** GET batch/teacher?perPage=5&pageNo: the batches the calling teacher heads, is assigned to or teaches in. */
export const teacherBatchesQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: academicKeys.list('batch', { teacher: true, pageNo }),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<TeacherBatchRow>>('batch/teacher', { query: { perPage: TEACHER_BATCHES_PER_PAGE, pageNo }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTeacherBatches = (pageNo: number) => useQuery(teacherBatchesQueryOptions(pageNo));
