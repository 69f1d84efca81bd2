import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailDelivery } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

/** POST mail/retry/:id: a failed message is queued again. */
export function useRetryMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Envelope<MailDelivery>>(`mail/retry/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
