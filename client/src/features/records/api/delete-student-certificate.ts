import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** DELETE records/student-certificate/delete/:id. */
export function useDeleteStudentCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(`records/student-certificate/delete/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateUnlessPushed(qc, ['student_certificate']),
  });
}
