import { useQuery } from '@tanstack/react-query';
import type { TransportStat } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { transportKeys } from './transport-keys';

/** GET dashboard/admin/transport-stat: vehicles (all, active), drivers, routes, riders and the papers expiring soon. */
export const useTransportStat = () =>
  useQuery({
    queryKey: transportKeys.stat(),
    queryFn: ({ signal }) => api.get<Envelope<TransportStat>>('dashboard/admin/transport-stat', { signal }).then((r) => r.data),
  });
