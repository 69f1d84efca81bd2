import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssuedCertificate } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST student/issued-certificate/revoke/:id { reason }. */
export function useRevokeIssued() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<Envelope<IssuedCertificate>>(`student/issued-certificate/revoke/${encodeURIComponent(id)}`, { reason }),
    onSuccess: () => invalidateUnlessPushed(qc, ['issued_certificate']),
  });
}
