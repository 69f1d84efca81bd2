import { useQueryClient } from '@tanstack/react-query';
import { invalidateUnlessPushed } from '@/lib/push';

/** After a payment or reversal: fees, the dashboards, the ledger (automatic finance rows) and open histories. */
export function useInvalidateMoney() {
  const qc = useQueryClient();
  return () => invalidateUnlessPushed(qc, ['student_charge', 'student_payment', 'finance_entry']);
}
