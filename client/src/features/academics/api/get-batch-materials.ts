import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchMaterial } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { batchTabKeys } from './batch-tab-keys';

export type { BatchMaterial };

/** GET batch/:batchId/materials?perPage&pageNo (designed). */
export const batchMaterialsQueryOptions = (batchId: string, pageNo: number, perPage: number) =>
  queryOptions({
    queryKey: batchTabKeys.materials(batchId, pageNo),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<BatchMaterial>>(`batch/${encodeURIComponent(batchId)}/materials`, { query: { perPage, pageNo }, signal }),
    placeholderData: keepPreviousData,
  });

export const useBatchMaterials = (batchId: string, pageNo: number, perPage: number) =>
  useQuery(batchMaterialsQueryOptions(batchId, pageNo, perPage));
