import { useQuery } from '@tanstack/react-query';
import type { Applicant } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { placementKeys, type NoticeListParams } from './placement-keys';

export type { Applicant };

/** GET placement/notice/:placementId/student?perPage=10&pageNo: the students who applied. */
export const useApplicants = (placementId: string, params: NoticeListParams) =>
  useQuery({
    queryKey: placementKeys.applicants(placementId, params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<Applicant>>(`placement/notice/${encodeURIComponent(placementId)}/student`, {
        query: { perPage: params.perPage, pageNo: params.pageNo },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
