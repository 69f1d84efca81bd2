import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentAttendanceMonth } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { studentAttendanceKeys } from './student-attendance-keys';

export type { StudentAttendanceMonth };

/** Midnight of the month's first day in the institute (India, +05:30), in milliseconds: what the call's `date` takes. */
export const monthMs = (month: string) => Date.parse(`${month}-01T00:00:00+05:30`);

/** GET student/attendance/:studentId?date=<ms>: the month's marks, the classes held without one, holidays and the statistic. */
export const studentAttendanceQueryOptions = (studentId: string, month: string) =>
  queryOptions({
    queryKey: studentAttendanceKeys.month(studentId, month),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<StudentAttendanceMonth>>(`student/attendance/${encodeURIComponent(studentId)}`, {
          query: { date: monthMs(month) },
          signal,
        })
        .then((r) => r.data),
    enabled: !!studentId,
    placeholderData: (previous) => previous,
  });

export const useStudentAttendanceMonth = (studentId: string, month: string) => useQuery(studentAttendanceQueryOptions(studentId, month));
