import { useQuery } from '@tanstack/react-query';
import type { PaymentSettings } from '@school/contracts';
import { api, ApiError, type Envelope } from '@/lib/api-client';
import { feeKeys } from './fee-keys';

const OFF: PaymentSettings = { feeRemoval: false, online: false, test: false, provider: 'none', keyId: '' };

/**
 * GET payment/settings (designed call, docs/api.md): { feeRemoval, online, test, provider, keyId }. A server without
 * the call (404) means the flags are off: the buttons read 'Pay' and online payment is not offered.
 */
export const usePaymentSettings = () =>
  useQuery({
    queryKey: feeKeys.settings(),
    queryFn: ({ signal }) =>
      api.get<Envelope<PaymentSettings>>('payment/settings', { signal }).then(
        (r) => ({ ...OFF, ...r.data }),
        (err: unknown) => {
          if (err instanceof ApiError && err.status === 404) return OFF;
          throw err;
        },
      ),
    staleTime: 5 * 60_000,
  });
