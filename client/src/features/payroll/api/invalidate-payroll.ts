import { useQueryClient } from '@tanstack/react-query';
import { invalidateUnlessPushed } from '@/lib/push';

/** After a payment or a reversal: the pay lists and overviews, the dashboards, the ledger and open histories. */
export function useInvalidatePayroll() {
  const qc = useQueryClient();
  return () => invalidateUnlessPushed(qc, ['staff_payment', 'finance_entry']);
}
