import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { transportKeys } from './transport-keys';

/** GET vehicle/:id (Vehicle Details). */
export const useVehicle = (id: string | null) =>
  useQuery({
    queryKey: transportKeys.vehicle(id ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<Vehicle>>(`vehicle/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
