import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vehicle } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshTransport } from './refresh';

/** DELETE vehicle/delete/:id ('Vehicle deleted successfully'; 409 while a route uses it). */
export function useDeleteVehicle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<Vehicle>>(`vehicle/delete/${encodeURIComponent(id)}`),
    onSuccess: () => refreshTransport(qc),
  });
}
