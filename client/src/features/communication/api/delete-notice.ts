import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** DELETE notice/delete/:id (ADMIN or STAFF); its notifications are withdrawn with it. */
export function useDeleteNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(`notice/delete/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateUnlessPushed(qc, ['notice']),
  });
}
