import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export interface DepartmentStat {
  totalDepartment: number;
  totalEmployee: number;
  departments: { _id: string; title: string; totalUser: number }[];
}

/** GET dashboard/admin/department-stat: totals and the Department Wise Staffs bars. */
export const departmentStatQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.departmentStat(),
    queryFn: ({ signal }) => api.get<Envelope<DepartmentStat>>('dashboard/admin/department-stat', { signal }).then((r) => r.data),
  });

export const useDepartmentStat = () => useQuery(departmentStatQueryOptions());
