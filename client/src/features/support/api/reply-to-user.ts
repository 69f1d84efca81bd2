import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryReplyBody, EnquiryWritten } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST enquiry/reply-to-user { enquiryId, message }: the office answers. */
export function useReplyToUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EnquiryReplyBody) => api.post<Envelope<EnquiryWritten>>('enquiry/reply-to-user', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['enquiry']),
  });
}
