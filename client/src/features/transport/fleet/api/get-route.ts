import { useQuery } from '@tanstack/react-query';
import type { TransportRoute } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { transportKeys } from './transport-keys';

/** GET transport/:id: one route with its vehicle, driver and teacher in charge named. */
export const useTransportRoute = (id: string | null) =>
  useQuery({
    queryKey: transportKeys.route(id ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<TransportRoute>>(`transport/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
