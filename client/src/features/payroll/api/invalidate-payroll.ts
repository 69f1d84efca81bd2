import { useQueryClient } from '@tanstack/react-query';
import { historyKeys } from '@/features/audit';
import { dashboardKeys } from '@/features/dashboards';
import { financeKeys } from '@/features/finance';
import { payrollKeys } from './payroll-keys';

/** After a payment or a reversal: the pay lists and overviews, the dashboards, the ledger and open histories. */
export function useInvalidatePayroll() {
  const qc = useQueryClient();
  return () => {
    for (const queryKey of [payrollKeys.all, dashboardKeys.all, financeKeys.all, historyKeys.all]) void qc.invalidateQueries({ queryKey });
  };
}
