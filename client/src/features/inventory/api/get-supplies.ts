import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Supply } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { inventoryKeys, type SupplyListParams } from './inventory-keys';

export type { Supply };

/** GET inventory/supply?perPage&pageNo&searchTitle&status: the office sees every supply, others their own requests. */
export const suppliesQueryOptions = (params: SupplyListParams) =>
  queryOptions({
    queryKey: inventoryKeys.supplyList(params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<Supply>>('inventory/supply', {
        query: {
          pageNo: params.pageNo,
          perPage: params.perPage,
          searchTitle: params.searchTitle || undefined,
          status: params.status || undefined,
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const useSupplies = (params: SupplyListParams) => useQuery(suppliesQueryOptions(params));
