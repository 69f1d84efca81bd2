import { useMutation } from '@tanstack/react-query';
import type { SendEmailBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';

/** POST user/send-email { subject, message, userId } (000 §7): queued, delivered by the mail job. */
export function useSendEmail() {
  return useMutation({
    mutationFn: (body: SendEmailBody) =>
      api.post<Envelope<{ _id: string; to: string; subject: string; status: 'QUEUED' }>>('user/send-email', body),
  });
}
