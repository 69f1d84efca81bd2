import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFinanceBody, FinanceEntry } from '@school/contracts';
import { dashboardKeys } from '@/features/dashboards';
import { api, type Envelope } from '@/lib/api-client';
import { financeKeys } from './finance-keys';

/** POST finance/create { title, financeType, amount } (000 §7). */
export function useCreateFinanceEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFinanceBody) => api.post<Envelope<FinanceEntry>>('finance/create', body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: financeKeys.all });
      void qc.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
