import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Book, BookStockBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { historyKeys } from '@/features/audit';

/** PUT book/stock/:id: copies to add, or a negative number to write off with a remark. */
export function useUpdateStock(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BookStockBody) => api.put<Envelope<Book>>(`book/stock/${encodeURIComponent(id)}`, body),
    onSuccess: () => invalidateUnlessPushed(qc, ['library_book'], [historyKeys.all]),
  });
}
