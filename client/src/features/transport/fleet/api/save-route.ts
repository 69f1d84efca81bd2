import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransportRoute, TransportRouteBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshTransport } from './refresh';

/** POST transport/create ('Transport added successfully') or PUT transport/update/:id ('Transport updated successfully'), JSON. */
export function useSaveTransportRoute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TransportRouteBody }) =>
      id
        ? api.put<Envelope<TransportRoute>>(`transport/update/${encodeURIComponent(id)}`, body)
        : api.post<Envelope<TransportRoute>>('transport/create', body),
    onSuccess: () => refreshTransport(qc),
  });
}
