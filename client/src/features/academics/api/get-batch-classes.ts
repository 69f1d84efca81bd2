import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassListReply, ClassWhen } from '@school/contracts';
import { api } from '@/lib/api-client';
import { academicKeys } from './academic-keys';

/** GET class?batch=&when=&perPage= (docs/api.md, Classes): the batch's classes of today, upcoming or just past. */
export const batchClassesQueryOptions = (batchId: string, when: ClassWhen, perPage: number) =>
  queryOptions({
    queryKey: academicKeys.list('lecture', { batchId, when, perPage }),
    queryFn: ({ signal }) => api.get<ClassListReply>('class', { query: { batch: batchId, when, perPage, pageNo: 1 }, signal }),
  });

export const useBatchClasses = (batchId: string, when: ClassWhen, perPage: number) =>
  useQuery({ ...batchClassesQueryOptions(batchId, when, perPage), enabled: !!batchId });
