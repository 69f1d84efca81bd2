import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rider } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshRiders } from './refresh';

/** POST transport/rider/remove/:studentId { reason } ('Student removed from the route'). */
export function useRemoveRider() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, reason }: { studentId: string; reason: string }) =>
      api.post<Envelope<Rider>>(`transport/rider/remove/${encodeURIComponent(studentId)}`, { reason }),
    onSuccess: () => refreshRiders(qc),
  });
}
