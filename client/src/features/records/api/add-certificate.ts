import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Certificate, CertificateType } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST student/certificate/:studentId (multipart: title, type IMAGE or PDF, file). */
export function useAddCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, title, type, file }: { studentId: string; title: string; type: CertificateType; file: File }) => {
      const fd = new FormData();
      fd.append('title', title);
      fd.append('type', type);
      fd.append('file', file);
      return api.post<Envelope<Certificate>>(`student/certificate/${encodeURIComponent(studentId)}`, fd);
    },
    onSuccess: () => invalidateUnlessPushed(qc, ['student_certificate']),
  });
}
