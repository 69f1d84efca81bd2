import { useQuery } from '@tanstack/react-query';
import type { PlacementRecord } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { placementReportKeys, type PlacementRecordParams } from './reports-keys';

export type { PlacementRecord };

/** GET placement-report?year&perPage&pageNo&searchTitle: the placed student cards of a year. */
export const usePlacementRecords = (year: number, params: PlacementRecordParams) =>
  useQuery({
    queryKey: placementReportKeys.records(year, params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<PlacementRecord>>('placement-report', {
        query: { year, pageNo: params.pageNo, perPage: params.perPage, searchTitle: params.searchTitle || undefined },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
