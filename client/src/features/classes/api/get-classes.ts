import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { classKeys } from './class-keys';
import type { ClassView } from './types';

export interface ClassListParams {
  batch?: string;
  teacher?: string;
  /** Institute dates YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  when?: 'today' | 'upcoming' | 'past';
  pageNo: number;
  perPage: number;
}

/** GET class?batch=&teacher=&from=&to=&when=&pageNo=&perPage= (docs/api.md): the institute's classes. */
export const classesQueryOptions = (params: ClassListParams) =>
  queryOptions({
    queryKey: classKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<ClassView>>('class', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useClasses = (params: ClassListParams) => useQuery(classesQueryOptions(params));
