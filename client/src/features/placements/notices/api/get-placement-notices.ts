import { useQuery } from '@tanstack/react-query';
import type { PlacementNotice } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { placementKeys, type NoticeListParams } from './placement-keys';

export type { PlacementNotice };

/** GET placement/notice?perPage=10&pageNo: the office all notices; a student their session's (with applied and open). */
export const usePlacementNotices = (params: NoticeListParams) =>
  useQuery({
    queryKey: placementKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<PlacementNotice>>('placement/notice', { query: { perPage: params.perPage, pageNo: params.pageNo }, signal }),
    placeholderData: (previous) => previous,
  });
