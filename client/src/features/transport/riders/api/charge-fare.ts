import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FareBody, FareResult } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshRiders } from './refresh';

/** POST transport/fare/:routeId: a monthly charge per rider at their stop's fare (how many were raised). */
export function useChargeFare(routeId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FareBody) => api.post<Envelope<FareResult>>(`transport/fare/${encodeURIComponent(routeId)}`, body),
    onSuccess: () => refreshRiders(qc),
  });
}
