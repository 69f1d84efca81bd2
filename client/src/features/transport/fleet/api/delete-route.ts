import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransportRoute } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshTransport } from './refresh';

/** DELETE transport/delete/:id (409 while students ride the route). */
export function useDeleteTransportRoute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<TransportRoute>>(`transport/delete/${encodeURIComponent(id)}`),
    onSuccess: () => refreshTransport(qc),
  });
}
