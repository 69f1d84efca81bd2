import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignTeacherBody, BatchTeacherRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST batch/:batchId/assign-teacher { subject, teacher } (000 §7). */
export function useAssignTeacher(batchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignTeacherBody) =>
      api.post<Envelope<BatchTeacherRow>>(`batch/${encodeURIComponent(batchId)}/assign-teacher`, body),
    onSuccess: () => invalidateUnlessPushed(qc, ['batch_teacher']),
  });
}
