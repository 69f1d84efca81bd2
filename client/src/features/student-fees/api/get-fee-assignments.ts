import { useQuery } from '@tanstack/react-query';
import type { StudentFeeAssignmentRow } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { feeKeys, type FeeListParams } from './fee-keys';

/** GET student-fee?perPage=8&pageNo&searchTitle (000 §7): the fee cards, newest first. */
export const useFeeAssignments = (params: FeeListParams) =>
  useQuery({
    queryKey: feeKeys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<StudentFeeAssignmentRow>>('student-fee', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });
