import { useQuery } from '@tanstack/react-query';
import type { Fee } from '@school/contracts';
import { academicKeys } from '@/features/academics';
import { api, type PagedEnvelope } from '@/lib/api-client';

/** GET fees (000 §7, the fee master list for the picker); keyed with the academics 'fee' records so a push refreshes it. */
export const useFeeMasters = (enabled = true) =>
  useQuery({
    queryKey: academicKeys.list('fee', { picker: true, perPage: 100 }),
    queryFn: ({ signal }) => api.get<PagedEnvelope<Fee>>('fees', { query: { perPage: 100, pageNo: 1 }, signal }),
    enabled,
  });
