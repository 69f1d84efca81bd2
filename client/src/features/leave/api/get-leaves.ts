import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaveRow } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { leaveKeys, type LeaveListParams } from './leave-keys';

export type { LeaveRow };

/** GET staff/leave?perPage&pageNo&searchTitle&leaveCode&status (docs/api.md "Staff leave"): latest first day first. */
export const leavesQueryOptions = (params: LeaveListParams) =>
  queryOptions({
    queryKey: leaveKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<LeaveRow>>('staff/leave', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useLeaves = (params: LeaveListParams) => useQuery(leavesQueryOptions(params));
