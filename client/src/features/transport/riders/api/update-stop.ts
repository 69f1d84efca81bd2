import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Stop, StopBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshRiders } from './refresh';

/** PUT transport/stop/update/:stopId ('Stop updated successfully'). */
export function useUpdateStop() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ stopId, body }: { stopId: string; body: StopBody }) =>
      api.put<Envelope<Stop>>(`transport/stop/update/${encodeURIComponent(stopId)}`, body),
    onSuccess: () => refreshRiders(qc),
  });
}
