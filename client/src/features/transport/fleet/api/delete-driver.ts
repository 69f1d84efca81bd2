import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshTransport } from './refresh';

/** DELETE driver/delete/:id (409 while a route uses the driver). */
export function useDeleteDriver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<Driver>>(`driver/delete/${encodeURIComponent(id)}`),
    onSuccess: () => refreshTransport(qc),
  });
}
