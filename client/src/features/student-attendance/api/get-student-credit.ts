import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentCredit } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { studentAttendanceKeys } from './student-attendance-keys';

export type { StudentCredit };

/** GET student/credit/:studentOrParentId[?child=]: the credit score (docs/decisions/0019-attendance-credit.md). */
export const studentCreditQueryOptions = (id: string, child?: string) =>
  queryOptions({
    queryKey: studentAttendanceKeys.credit(id, child),
    queryFn: ({ signal }) =>
      api
        .get<Envelope<StudentCredit>>(`student/credit/${encodeURIComponent(id)}`, { query: child ? { child } : {}, signal })
        .then((r) => r.data),
    enabled: !!id,
  });

export const useStudentCredit = (id: string, child?: string) => useQuery(studentCreditQueryOptions(id, child));
