import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** DELETE student/document/:id. */
export function useDeleteDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(`student/document/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateUnlessPushed(qc, ['student_document']),
  });
}
