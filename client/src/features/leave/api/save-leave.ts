import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveBody, LeaveRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

function useRefresh() {
  const qc = useQueryClient();
  return () => invalidateUnlessPushed(qc, ['staff_leave']);
}

/** POST staff/leave/create (000 §7). */
export function useCreateLeave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LeaveBody) => api.post<Envelope<LeaveRow>>('staff/leave/create', body),
    onSuccess: refresh,
  });
}

/** PUT staff/leave/edit/:id (000 §7). */
export function useEditLeave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LeaveBody }) =>
      api.put<Envelope<LeaveRow>>(`staff/leave/edit/${encodeURIComponent(id)}`, body),
    onSuccess: refresh,
  });
}

/** DELETE staff/leave/delete/:id { reason? }: the leave is cancelled and stays in the list, marked. */
export function useCancelLeave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.delete<Envelope<LeaveRow>>(`staff/leave/delete/${encodeURIComponent(id)}`, { body: reason ? { reason } : {} }),
    onSuccess: refresh,
  });
}
