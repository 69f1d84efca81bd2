import { useQuery } from '@tanstack/react-query';
import { academicKeys } from '@/features/academics';
import { api, type PagedEnvelope } from '@/lib/api-client';

export interface FeeMaster {
  _id: string;
  title: string;
  amount: number;
}

/** GET fees (000 §7, the fee master list for the picker); keyed with the academics 'fee' records so a push refreshes it. */
export const useFeeMasters = (enabled = true) =>
  useQuery({
    queryKey: academicKeys.list('fee', { picker: true, perPage: 100 }),
    queryFn: ({ signal }) => api.get<PagedEnvelope<FeeMaster>>('fees', { query: { perPage: 100, pageNo: 1 }, signal }),
    enabled,
  });
