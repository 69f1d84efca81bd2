import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Book } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { bookFormData, type BookInput } from './book-form-data';

/** POST book/create, or PUT book/update/:id when editing (multipart). */
export function useSaveBook(editId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BookInput) =>
      editId
        ? api.put<Envelope<Book>>(`book/update/${encodeURIComponent(editId)}`, bookFormData(input))
        : api.post<Envelope<Book>>('book/create', bookFormData(input)),
    onSuccess: () => invalidateUnlessPushed(qc, ['library_book']),
  });
}
