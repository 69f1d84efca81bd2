import { useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { feeKeys } from './fee-keys';
import type { PendingFee } from './types';

/** GET student/student-fee/:studentId: the charges still (partly) unpaid. */
export const usePendingFees = (studentId: string, enabled = true) =>
  useQuery({
    queryKey: feeKeys.pending(studentId),
    queryFn: ({ signal }) => api.get<Envelope<PendingFee[]>>(`student/student-fee/${encodeURIComponent(studentId)}`, { signal }),
    enabled: enabled && !!studentId,
  });
