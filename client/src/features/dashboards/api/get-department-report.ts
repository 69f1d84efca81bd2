import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export interface DepartmentReportRow {
  _id: string;
  title: string;
  totalUser: number;
  iconUrl: string | null;
}

/** GET dashboard/admin/department-report: the first 6 departments for the Department Staffs card (000 §2). */
export const departmentReportQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.departmentReport(),
    queryFn: ({ signal }) => api.get<Envelope<DepartmentReportRow[]>>('dashboard/admin/department-report', { signal }).then((r) => r.data),
  });

export const useDepartmentReport = () => useQuery(departmentReportQueryOptions());
