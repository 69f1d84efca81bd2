import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTimetableBody, TimetableSlot } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST batch/timetable/:batchId (the dialog shows the server's error and stays open, 002 §8). */
export function useCreateSlot(batchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTimetableBody) => api.post<Envelope<TimetableSlot>>(`batch/timetable/${encodeURIComponent(batchId)}`, body),
    onSuccess: () => invalidateUnlessPushed(qc, ['timetable_slot']),
  });
}
