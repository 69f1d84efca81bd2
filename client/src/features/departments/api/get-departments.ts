import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { departmentKeys, type DepartmentListParams } from './department-keys';

export type { Department };

/** GET department?perPage&pageNo&searchTitle: newest first. */
export const departmentsQueryOptions = (params: DepartmentListParams) =>
  queryOptions({
    queryKey: departmentKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<Department>>('department', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useDepartments = (params: DepartmentListParams) => useQuery(departmentsQueryOptions(params));
