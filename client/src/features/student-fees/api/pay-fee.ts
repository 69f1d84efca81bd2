import { useMutation } from '@tanstack/react-query';
import type { PaymentOrderReplyData, PayStudentFeeBody, StudentPaymentRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { useInvalidateMoney } from './invalidate-money';

/** CASH and Update reply with the payment; ONLINE with the provider order to check out. */
export type PayReply = Envelope<StudentPaymentRow | PaymentOrderReplyData>;

export const isOrder = (data: unknown): data is PaymentOrderReplyData =>
  !!data && typeof data === 'object' && 'orderId' in data && 'providerOrderId' in data;

/** POST student/pay/:studentId (000 §7). */
export function usePayFee(studentId: string) {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: PayStudentFeeBody) => api.post<PayReply>(`student/pay/${encodeURIComponent(studentId)}`, body),
    onSuccess: (res) => {
      if (!isOrder(res.data)) invalidate();
    },
  });
}
