import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryReplyBody, EnquiryWritten } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST enquiry/reply { enquiryId, message }: the user who opened it answers (a resolved one opens again). */
export function useReplyAsUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EnquiryReplyBody) => api.post<Envelope<EnquiryWritten>>('enquiry/reply', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['enquiry']),
  });
}
