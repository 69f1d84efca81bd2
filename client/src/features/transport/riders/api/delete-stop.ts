import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Stop } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshRiders } from './refresh';

/** DELETE transport/stop/delete/:stopId ('Stop deleted successfully'; refused while students ride to it). */
export function useDeleteStop() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (stopId: string) => api.delete<Envelope<Stop>>(`transport/stop/delete/${encodeURIComponent(stopId)}`),
    onSuccess: () => refreshRiders(qc),
  });
}
