import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStat } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { dashboardKeys, type StatRange } from './dashboard-keys';

/** The eight cards of the admin dashboard (001 §2). */
export type { DashboardStat };

/** GET dashboard/admin/dashboard-stat?startDate&endDate (ISO; both optional). */
export const dashboardStatQueryOptions = (range: StatRange) =>
  queryOptions({
    queryKey: dashboardKeys.adminStat(range),
    queryFn: ({ signal }) =>
      api.get<Envelope<DashboardStat>>('dashboard/admin/dashboard-stat', { query: { ...range }, signal }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

export const useDashboardStat = (range: StatRange) => useQuery(dashboardStatQueryOptions(range));
