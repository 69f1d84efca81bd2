import { useQuery } from '@tanstack/react-query';
import type { DefaultersList } from '@school/contracts';
import { api } from '@/lib/api-client';
import { feeKeys, type DefaulterListParams } from './fee-keys';

/** The query a defaulters list sends: empty filters left out. */
export const defaulterQuery = (p: Omit<DefaulterListParams, 'pageNo' | 'perPage'>) => ({
  ...(p.searchTitle ? { searchTitle: p.searchTitle } : {}),
  ...(p.batch ? { batch: p.batch } : {}),
  ...(p.minDays > 0 ? { minDays: p.minDays } : {}),
});

/** GET student-fee/defaulters: students with overdue fees, most days overdue first. */
export const useDefaulters = (params: DefaulterListParams) =>
  useQuery({
    queryKey: feeKeys.defaulters(params),
    queryFn: ({ signal }) =>
      api.get<DefaultersList>('student-fee/defaulters', {
        query: { pageNo: params.pageNo, perPage: params.perPage, ...defaulterQuery(params) },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
