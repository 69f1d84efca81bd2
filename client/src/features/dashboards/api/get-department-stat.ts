import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentStat } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export type { DepartmentStat };

/** GET dashboard/admin/department-stat: totals and the Department Wise Staffs bars. */
export const departmentStatQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.departmentStat(),
    queryFn: ({ signal }) => api.get<Envelope<DepartmentStat>>('dashboard/admin/department-stat', { signal }).then((r) => r.data),
  });

export const useDepartmentStat = () => useQuery(departmentStatQueryOptions());
