import { useMutation } from '@tanstack/react-query';
import type { StaffPayment } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { useInvalidatePayroll } from './invalidate-payroll';

/** POST staff/payment/reverse/:paymentId { reason } (ADMIN, SUPER_ADMIN): 'Payment reversed successfully'. */
export function useReverseStaffPayment() {
  const invalidate = useInvalidatePayroll();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      api.post<Envelope<StaffPayment>>(`staff/payment/reverse/${encodeURIComponent(paymentId)}`, { reason }),
    onSuccess: invalidate,
  });
}
