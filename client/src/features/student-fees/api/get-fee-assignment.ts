import { useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { feeKeys } from './fee-keys';
import type { FeeAssignmentDetail } from './types';

/** GET student-fee/detail/:assignmentId: the fee with each student's amount, paid, due and periods. */
export const useFeeAssignment = (assignmentId: string) =>
  useQuery({
    queryKey: feeKeys.detail(assignmentId),
    queryFn: ({ signal }) => api.get<Envelope<FeeAssignmentDetail>>(`student-fee/detail/${encodeURIComponent(assignmentId)}`, { signal }),
    enabled: !!assignmentId,
  });
