import { useQuery } from '@tanstack/react-query';
import type { StudentFeeDetail } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { feeKeys } from './fee-keys';

/** GET student-fee/detail/:assignmentId: the fee with each student's amount, paid, due and periods. */
export const useFeeAssignment = (assignmentId: string) =>
  useQuery({
    queryKey: feeKeys.detail(assignmentId),
    queryFn: ({ signal }) => api.get<Envelope<StudentFeeDetail>>(`student-fee/detail/${encodeURIComponent(assignmentId)}`, { signal }),
    enabled: !!assignmentId,
  });
