import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { studentDashboardKeys } from './student-dashboard-keys';

/** GET student/credit/:id → { creditScore } (002 §3 Credit): the Available Credit gauge. */
export const creditQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: [...studentDashboardKeys.all, 'credit', studentId] as const,
    queryFn: ({ signal }) =>
      api.get<Envelope<{ creditScore: number }>>(`student/credit/${encodeURIComponent(studentId)}`, { signal }).then((r) => r.data),
    enabled: !!studentId,
  });

export const useCredit = (studentId: string | undefined) => useQuery(creditQueryOptions(studentId ?? ''));
