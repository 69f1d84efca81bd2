import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { useInvalidateMoney } from './invalidate-money';
import type { PaymentMode, PaymentOrder, Transaction } from './types';

export interface PayBody {
  paymentMode: PaymentMode;
  /** The charge (pending fee) paid. */
  studentFeesId: string;
  amount: number;
  /** true = the fee-removal 'Update' (ADMIN only, when the flag is on): recorded at once. */
  status?: boolean;
}

/** CASH and Update reply with the payment; ONLINE with the provider order to check out. */
export type PayReply = Envelope<Transaction | PaymentOrder>;

export const isOrder = (data: unknown): data is PaymentOrder =>
  !!data && typeof data === 'object' && 'orderId' in data && 'providerOrderId' in data;

/** POST student/pay/:studentId (000 §7). */
export function usePayFee(studentId: string) {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: PayBody) => api.post<PayReply>(`student/pay/${encodeURIComponent(studentId)}`, body),
    onSuccess: (res) => {
      if (!isOrder(res.data)) invalidate();
    },
  });
}
