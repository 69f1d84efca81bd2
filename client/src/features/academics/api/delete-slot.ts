import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** DELETE batch/timetable/delete/:id. */
export function useDeleteSlot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(`batch/timetable/delete/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateUnlessPushed(qc, ['timetable_slot']),
  });
}
