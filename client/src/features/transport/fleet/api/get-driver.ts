import { useQuery } from '@tanstack/react-query';
import type { Driver } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { transportKeys } from './transport-keys';

/** GET driver/:id (Driver Details). */
export const useDriver = (id: string | null) =>
  useQuery({
    queryKey: transportKeys.driver(id ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<Driver>>(`driver/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
