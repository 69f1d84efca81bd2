import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffPayment } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

export type { StaffPayment };

/** GET staff/payment/:staffId?perPage=15|10&pageNo (001 §7): a staff member's payments, newest first. */
export const staffPaymentsQueryOptions = (staffId: string, pageNo: number, perPage: number) =>
  queryOptions({
    queryKey: payrollKeys.payments(staffId, pageNo, perPage),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<StaffPayment>>(`staff/payment/${encodeURIComponent(staffId)}`, { query: { perPage, pageNo }, signal }),
    placeholderData: (previous) => previous,
  });

export const useStaffPayments = (staffId: string, pageNo: number, perPage: number, enabled = true) =>
  useQuery({ ...staffPaymentsQueryOptions(staffId, pageNo, perPage), enabled: enabled && staffId !== '' });
