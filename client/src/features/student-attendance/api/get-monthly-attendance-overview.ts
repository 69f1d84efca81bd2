import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyAttendanceRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { studentAttendanceKeys } from './student-attendance-keys';

/** GET dashboard/student/monthly-attendance-overview[?child=]: the last twelve months, oldest first. */
export const monthlyAttendanceQueryOptions = (child?: string) =>
  queryOptions({
    queryKey: studentAttendanceKeys.monthly(child),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<MonthlyAttendanceRow[]>>('dashboard/student/monthly-attendance-overview', { query: child ? { child } : {}, signal })
        .then((r) => r.data),
  });

export const useMonthlyAttendance = (child?: string, enabled = true) => useQuery({ ...monthlyAttendanceQueryOptions(child), enabled });
