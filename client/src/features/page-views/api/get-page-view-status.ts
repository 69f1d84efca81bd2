import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageViewStatusRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { pageViewKeys, type PageViewRange } from './page-view-keys';

/** GET dashboard/admin/page-view-status?startDate&endDate: people per platform (000 §3 page-view rows). */
export const pageViewStatusQueryOptions = (range: PageViewRange) =>
  queryOptions({
    queryKey: pageViewKeys.status(range),
    queryFn: ({ signal }) =>
      api.get<Envelope<PageViewStatusRow[]>>('dashboard/admin/page-view-status', { query: { ...range }, signal }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

export const usePageViewStatus = (range: PageViewRange) => useQuery(pageViewStatusQueryOptions(range));
