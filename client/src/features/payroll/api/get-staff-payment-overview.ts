import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffPaymentOverview } from '@school/contracts';
import { api, ApiError, type Envelope } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

export type { StaffPaymentOverview };

/** GET staff/payment-overview/:staffId (001 §7): totalAmountPaidThisYear and the staff member. */
export const staffPaymentOverviewQueryOptions = (staffId: string) =>
  queryOptions({
    queryKey: payrollKeys.overview(staffId),
    queryFn: ({ signal }) => api.get<Envelope<StaffPaymentOverview>>(`staff/payment-overview/${encodeURIComponent(staffId)}`, { signal }),
    // 403 (not allowed to see this pay) and 404 (not a teacher or staff member) will not change on a retry.
    retry: (count, err) => !(err instanceof ApiError && (err.status === 403 || err.status === 404)) && count < 2,
  });

export const useStaffPaymentOverview = (staffId: string) =>
  useQuery({ ...staffPaymentOverviewQueryOptions(staffId), enabled: staffId !== '' });
