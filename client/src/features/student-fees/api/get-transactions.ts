import { useQuery } from '@tanstack/react-query';
import type { StudentPaymentRow } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { feeKeys } from './fee-keys';

/** GET student/transaction/:studentId?perPage=10&pageNo (001 §7): payments newest first, reversed ones included. */
export const useTransactions = (studentId: string, pageNo: number, perPage = 10) =>
  useQuery({
    queryKey: feeKeys.transactions(studentId, pageNo, perPage),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<StudentPaymentRow>>(`student/transaction/${encodeURIComponent(studentId)}`, {
        query: { perPage, pageNo },
        signal,
      }),
    placeholderData: (previous) => previous,
    enabled: !!studentId,
  });
