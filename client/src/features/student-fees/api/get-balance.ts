import { useQuery } from '@tanstack/react-query';
import type { StudentBalance } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { feeKeys } from './fee-keys';

/** GET student/balance/:studentId?asOf=YYYY-MM-DD: the balance at the end of that day, replayed from the events. */
export const useBalance = (studentId: string, asOf: string) =>
  useQuery({
    queryKey: feeKeys.balance(studentId, asOf),
    queryFn: ({ signal }) =>
      api.get<Envelope<StudentBalance>>(`student/balance/${encodeURIComponent(studentId)}`, { query: { asOf }, signal }),
    enabled: !!studentId && /^\d{4}-\d{2}-\d{2}$/.test(asOf),
    placeholderData: (previous) => previous,
  });
