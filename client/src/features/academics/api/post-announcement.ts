import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchAnnouncement, BatchAnnouncementBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST batch/announcement/:batchId { title, description } (designed; notifies the batch's students; a notice). */
export function usePostAnnouncement(batchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchAnnouncementBody) =>
      api.post<Envelope<BatchAnnouncement>>(`batch/announcement/${encodeURIComponent(batchId)}`, body),
    onSuccess: () => invalidateUnlessPushed(qc, ['notice']),
  });
}
