import { useMutation } from '@tanstack/react-query';
import type { CheckoutProof } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';

/** POST payment/sandbox/checkout/:orderId { outcome }: the test provider's signed answer (sandbox only). */
export const useSandboxCheckout = () =>
  useMutation({
    mutationFn: ({ orderId, outcome }: { orderId: string; outcome: 'success' | 'failure' }) =>
      api.post<Envelope<CheckoutProof>>(`payment/sandbox/checkout/${encodeURIComponent(orderId)}`, { outcome }),
  });
