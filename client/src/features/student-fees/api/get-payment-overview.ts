import { useQuery } from '@tanstack/react-query';
import type { PaymentOverview } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { feeKeys } from './fee-keys';

/** GET student/payment-overview/:studentId: this calendar year's fees, paid and still to pay. */
export const usePaymentOverview = (studentId: string, enabled = true) =>
  useQuery({
    queryKey: feeKeys.overview(studentId),
    queryFn: ({ signal }) => api.get<Envelope<PaymentOverview>>(`student/payment-overview/${encodeURIComponent(studentId)}`, { signal }),
    enabled: enabled && !!studentId,
  });
