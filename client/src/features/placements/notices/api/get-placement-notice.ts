import { useQuery } from '@tanstack/react-query';
import type { PlacementNotice } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { placementKeys } from './placement-keys';

/** GET placement/notice/:id (the notice form when updating, the applicants page's summary). */
export const usePlacementNotice = (id: string | undefined) =>
  useQuery({
    queryKey: placementKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<PlacementNotice>>(`placement/notice/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
