import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Stop, StopBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshRiders } from './refresh';

/** POST transport/stop/create/:routeId ('Stop added successfully'). */
export function useCreateStop(routeId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StopBody) => api.post<Envelope<Stop>>(`transport/stop/create/${encodeURIComponent(routeId)}`, body),
    onSuccess: () => refreshRiders(qc),
  });
}
