import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryWritten } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST enquiry/mark-resolved { enquiryId }. */
export function useMarkResolved() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enquiryId: string) => api.post<Envelope<EnquiryWritten>>('enquiry/mark-resolved', { enquiryId }),
    onSuccess: () => invalidateUnlessPushed(qc, ['enquiry']),
  });
}
