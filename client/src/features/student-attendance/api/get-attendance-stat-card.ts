import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentAttendanceStat } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { studentAttendanceKeys } from './student-attendance-keys';

/** GET dashboard/student/attendance-stat-card[?child=]: the calling student's, or the parent's chosen child's. */
export const attendanceStatCardQueryOptions = (child?: string) =>
  queryOptions({
    queryKey: studentAttendanceKeys.statCard(child),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<StudentAttendanceStat>>('dashboard/student/attendance-stat-card', { query: child ? { child } : {}, signal })
        .then((r) => r.data),
  });

export const useAttendanceStatCard = (child?: string, enabled = true) => useQuery({ ...attendanceStatCardQueryOptions(child), enabled });
