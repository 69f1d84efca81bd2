import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFinanceBody, FinanceEntry } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST finance/create { title, financeType, amount } (000 §7). */
export function useCreateFinanceEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFinanceBody) => api.post<Envelope<FinanceEntry>>('finance/create', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['finance_entry']),
  });
}
