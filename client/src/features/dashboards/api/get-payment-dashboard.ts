import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentDashboard } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export type { PaymentDashboard };

/** GET dashboard/payment/overview?from=YYYY-MM&to=YYYY-MM (docs/api.md "Payment dashboard"). */
export const paymentDashboardQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: dashboardKeys.payment(range),
    queryFn: ({ signal }) =>
      api.get<Envelope<PaymentDashboard>>('dashboard/payment/overview', { query: { ...range }, signal }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

export const usePaymentDashboard = (range: { from: string; to: string }) => useQuery(paymentDashboardQueryOptions(range));
