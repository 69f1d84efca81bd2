import { useQuery } from '@tanstack/react-query';
import type { PlacementYear } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { placementReportKeys } from './reports-keys';

/** GET placement/year: the archive's cards ([{ _id: 2025, totalStudent }], newest first). */
export const usePlacementYears = () =>
  useQuery({
    queryKey: placementReportKeys.years(),
    queryFn: ({ signal }) => api.get<Envelope<PlacementYear[]>>('placement/year', { signal }).then((r) => r.data),
  });
