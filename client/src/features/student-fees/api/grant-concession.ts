import { useMutation } from '@tanstack/react-query';
import type { ChargeAdjusted, GrantConcessionBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { useInvalidateMoney } from './invalidate-money';

/** POST student-fee/concession/:chargeId (ADMIN, SUPER_ADMIN): a concession or scholarship, by an amount or a percent. */
export function useGrantConcession() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: ({ chargeId, body }: { chargeId: string; body: GrantConcessionBody }) =>
      api.post<Envelope<ChargeAdjusted>>(`student-fee/concession/${encodeURIComponent(chargeId)}`, body),
    onSuccess: invalidate,
  });
}
