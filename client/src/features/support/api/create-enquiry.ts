import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEnquiryBody, EnquiryWritten } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST enquiry/create { subject, message }. */
export function useCreateEnquiry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEnquiryBody) => api.post<Envelope<EnquiryWritten>>('enquiry/create', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['enquiry']),
  });
}
