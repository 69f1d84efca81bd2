import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FinanceEntry } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { financeKeys, type FinanceListParams } from './finance-keys';

export type { FinanceEntry };

/** GET finance?perPage&pageNo&searchTitle&financeType (docs/api.md): newest first. */
export const financeEntriesQueryOptions = (params: FinanceListParams) =>
  queryOptions({
    queryKey: financeKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<FinanceEntry>>('finance', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useFinanceEntries = (params: FinanceListParams) => useQuery(financeEntriesQueryOptions(params));
