import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransportRoute } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { transportKeys, type FleetListParams } from './transport-keys';

export type { TransportRoute };

/** GET transport?perPage=20&pageNo&searchTitle (search: route name, vehicle, driver). */
export const routesQueryOptions = (params: FleetListParams) =>
  queryOptions({
    queryKey: transportKeys.routeList(params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<TransportRoute>>('transport', {
        query: { perPage: params.perPage, pageNo: params.pageNo, searchTitle: params.searchTitle || undefined },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const useTransportRoutes = (params: FleetListParams) => useQuery(routesQueryOptions(params));
