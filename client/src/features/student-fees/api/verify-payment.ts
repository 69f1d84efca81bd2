import { useMutation } from '@tanstack/react-query';
import type { CheckoutProof, StudentPaymentRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { useInvalidateMoney } from './invalidate-money';

/** POST student/pay/verify { orderId, providerOrderId, providerPaymentId, signature }: 'Payment Successful'. */
export function useVerifyPayment() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: CheckoutProof & { orderId: string }) => api.post<Envelope<StudentPaymentRow>>('student/pay/verify', body),
    onSuccess: invalidate,
  });
}
