import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Rider } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { ridersKeys } from './riders-keys';

export const RIDERS_PER_PAGE = 20;

/** GET transport/rider?route&perPage=20&pageNo&searchTitle: a route's riders, by pickup time. */
export const useRiders = (params: { route: string; pageNo: number; searchTitle: string }) =>
  useQuery({
    queryKey: ridersKeys.riders(params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<Rider>>('transport/rider', {
        query: { route: params.route, perPage: RIDERS_PER_PAGE, pageNo: params.pageNo, searchTitle: params.searchTitle || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: !!params.route,
  });
