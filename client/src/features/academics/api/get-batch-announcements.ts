import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchAnnouncement } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { batchTabKeys } from './batch-tab-keys';

export type { BatchAnnouncement };

/** GET batch/:batchId/announcements?perPage&pageNo (designed). */
export const batchAnnouncementsQueryOptions = (batchId: string, pageNo: number, perPage: number) =>
  queryOptions({
    queryKey: batchTabKeys.announcements(batchId, pageNo),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<BatchAnnouncement>>(`batch/${encodeURIComponent(batchId)}/announcements`, {
        query: { perPage, pageNo },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useBatchAnnouncements = (batchId: string, pageNo: number, perPage: number) =>
  useQuery(batchAnnouncementsQueryOptions(batchId, pageNo, perPage));
