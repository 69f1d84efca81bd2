import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { useInvalidateMoney } from './invalidate-money';
import type { CheckoutProof, Transaction } from './types';

/** POST student/pay/verify { orderId, providerOrderId, providerPaymentId, signature }: 'Payment Successful'. */
export function useVerifyPayment() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: CheckoutProof & { orderId: string }) => api.post<Envelope<Transaction>>('student/pay/verify', body),
    onSuccess: invalidate,
  });
}
