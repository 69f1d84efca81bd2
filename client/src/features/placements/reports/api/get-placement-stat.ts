import { useQuery } from '@tanstack/react-query';
import type { PlacementStat } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { placementReportKeys } from './reports-keys';

/** GET dashboard/admin/placement-stat: placed students, boys, girls (distinct students with a standing record). */
export const usePlacementStat = () =>
  useQuery({
    queryKey: placementReportKeys.stat(),
    queryFn: ({ signal }) => api.get<Envelope<PlacementStat>>('dashboard/admin/placement-stat', { signal }).then((r) => r.data),
  });
