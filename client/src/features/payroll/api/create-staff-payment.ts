import { useMutation } from '@tanstack/react-query';
import type { CreateStaffPaymentBody, StaffPayment } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { useInvalidatePayroll } from './invalidate-payroll';

/** POST staff/payment/create/:staffId (000 §7): always SUCCESSFUL; 'Payment added successfully'. */
export function useCreateStaffPayment(staffId: string) {
  const invalidate = useInvalidatePayroll();
  return useMutation({
    mutationFn: (body: CreateStaffPaymentBody) =>
      api.post<Envelope<StaffPayment>>(`staff/payment/create/${encodeURIComponent(staffId)}`, body),
    onSuccess: invalidate,
  });
}
