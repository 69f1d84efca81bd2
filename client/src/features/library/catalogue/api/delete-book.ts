import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Book } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** DELETE book/delete/:id (refused while a copy is out or a hold waits). */
export function useDeleteBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<Book>>(`book/delete/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateUnlessPushed(qc, ['library_book']),
  });
}
