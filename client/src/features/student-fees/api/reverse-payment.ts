import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { useInvalidateMoney } from './invalidate-money';

/** POST student/payment/reverse/:paymentId { reason } (ADMIN, SUPER_ADMIN): 'Payment reversed successfully'. */
export function useReversePayment() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      api.post<Envelope<unknown>>(`student/payment/reverse/${encodeURIComponent(paymentId)}`, { reason }),
    onSuccess: invalidate,
  });
}
