import { useQuery } from '@tanstack/react-query';
import type { PendingChargeRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { feeKeys } from './fee-keys';

/** GET student/student-fee/:studentId: the charges still (partly) unpaid. */
export const usePendingFees = (studentId: string, enabled = true) =>
  useQuery({
    queryKey: feeKeys.pending(studentId),
    queryFn: ({ signal }) => api.get<Envelope<PendingChargeRow[]>>(`student/student-fee/${encodeURIComponent(studentId)}`, { signal }),
    enabled: enabled && !!studentId,
  });
