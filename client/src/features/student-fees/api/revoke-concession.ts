import { useMutation } from '@tanstack/react-query';
import type { ChargeAdjusted } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { useInvalidateMoney } from './invalidate-money';

/** POST student-fee/concession/:chargeId/revoke/:concessionId { reason } (ADMIN, SUPER_ADMIN). */
export function useRevokeConcession() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ chargeId, concessionId, reason }: { chargeId: string; concessionId: string; reason: string }) =>
      api.post<Envelope<ChargeAdjusted>>(
        `student-fee/concession/${encodeURIComponent(chargeId)}/revoke/${encodeURIComponent(concessionId)}`,
        { reason },
      ),
    onSuccess: invalidate,
  });
}
