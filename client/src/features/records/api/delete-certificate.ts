import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** DELETE student/certificate/:id. */
export function useDeleteCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(`student/certificate/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateUnlessPushed(qc, ['student_certificate']),
  });
}
