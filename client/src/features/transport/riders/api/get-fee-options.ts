import { useQuery } from '@tanstack/react-query';
import type { Fee } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { ridersKeys } from './riders-keys';

/** GET fees?perPage=100&pageNo=1: the fee masters for the Charge fare dialog. */
export const useFeeOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ridersKeys.fees(),
    queryFn: ({ signal }) => api.get<PagedEnvelope<Fee>>('fees', { query: { perPage: 100, pageNo: 1 }, signal }),
    enabled,
  });
