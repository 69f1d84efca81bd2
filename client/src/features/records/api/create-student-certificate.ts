import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStudentCertificateBody, StudentCertificate } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST records/student-certificate/create { title }. */
export function useCreateStudentCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStudentCertificateBody) => api.post<Envelope<StudentCertificate>>('records/student-certificate/create', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['student_certificate']),
  });
}
