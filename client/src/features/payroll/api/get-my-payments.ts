import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffPayment } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

/** GET staff/payment/mine?perPage&pageNo: the signed-in staff member's own payments, newest month first. */
export const myPaymentsQueryOptions = (pageNo: number, perPage: number) =>
  queryOptions({
    queryKey: payrollKeys.mine(pageNo, perPage),
    queryFn: ({ signal }) => api.get<PagedEnvelope<StaffPayment>>('staff/payment/mine', { query: { perPage, pageNo }, signal }),
    placeholderData: (previous) => previous,
  });

export const useMyPayments = (pageNo: number, perPage: number) => useQuery(myPaymentsQueryOptions(pageNo, perPage));
