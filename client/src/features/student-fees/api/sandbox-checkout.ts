import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import type { CheckoutProof } from './types';

/** POST payment/sandbox/checkout/:orderId { outcome }: the test provider's signed answer (sandbox only). */
export const useSandboxCheckout = () =>
  useMutation({
    mutationFn: ({ orderId, outcome }: { orderId: string; outcome: 'success' | 'failure' }) =>
      api.post<Envelope<CheckoutProof>>(`payment/sandbox/checkout/${encodeURIComponent(orderId)}`, { outcome }),
  });
