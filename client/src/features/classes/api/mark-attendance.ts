import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import type { MarkAttendanceBody, MarkAttendanceReply } from './types';

/** POST attendance/create (002 §7): one student, or the class's list of ids for Mark All (one command). */
export function useMarkAttendance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkAttendanceBody) => api.post<MarkAttendanceReply>('attendance/create', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['lecture_mark', 'lecture']),
  });
}
