import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueCertificateBody, IssuedCertificate } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST student/issued-certificate/:studentId { kind, purpose? }. */
export function useIssueCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, body }: { studentId: string; body: IssueCertificateBody }) =>
      api.post<Envelope<IssuedCertificate>>(`student/issued-certificate/${encodeURIComponent(studentId)}`, body),
    onSuccess: () => invalidateUnlessPushed(qc, ['issued_certificate']),
  });
}
