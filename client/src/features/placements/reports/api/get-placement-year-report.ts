import { useQuery } from '@tanstack/react-query';
import type { PlacementYearReport } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { placementReportKeys } from './reports-keys';

/** GET dashboard/admin/placement-report: boys, girls and totals per year, oldest first (000 §2 Placements Report). */
export const usePlacementYearReport = (enabled = true) =>
  useQuery({
    queryKey: placementReportKeys.perYear(),
    queryFn: ({ signal }) => api.get<Envelope<PlacementYearReport[]>>('dashboard/admin/placement-report', { signal }).then((r) => r.data),
    enabled,
  });
