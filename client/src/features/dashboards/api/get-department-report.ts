import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentReportRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export type { DepartmentReportRow };

/** GET dashboard/admin/department-report: the first 6 departments for the Department Staffs card (000 §2). */
export const departmentReportQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.departmentReport(),
    queryFn: ({ signal }) => api.get<Envelope<DepartmentReportRow[]>>('dashboard/admin/department-report', { signal }).then((r) => r.data),
  });

export const useDepartmentReport = () => useQuery(departmentReportQueryOptions());
