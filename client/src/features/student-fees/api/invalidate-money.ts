import { useQueryClient } from '@tanstack/react-query';
import { historyKeys } from '@/features/audit';
import { dashboardKeys } from '@/features/dashboards';
import { financeKeys } from '@/features/finance';
import { feeKeys } from './fee-keys';

/** After a payment or reversal: fees, the dashboards, the ledger (automatic finance rows) and open histories. */
export function useInvalidateMoney() {
  const qc = useQueryClient();
  return () => {
    for (const queryKey of [feeKeys.all, dashboardKeys.all, financeKeys.all, historyKeys.all]) void qc.invalidateQueries({ queryKey });
  };
}
