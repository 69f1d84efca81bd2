import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import type { ClassView } from './types';

/** PUT class/cancel/:classId { reason }: a class is cancelled with a reason (kept in its history). */
export function useCancelClass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, reason }: { classId: string; reason: string }) =>
      api.put<Envelope<ClassView>>(`class/cancel/${encodeURIComponent(classId)}`, { reason }),
    onSuccess: () => invalidateUnlessPushed(qc, ['lecture']),
  });
}
