import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshPlacementNotices } from './refresh';

/** POST placement/notice/:id/apply (multipart: description, resume as a PDF). */
export function useApplyPlacement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ noticeId, description, resume }: { noticeId: string; description: string; resume: File }) => {
      const fd = new FormData();
      if (description.trim()) fd.append('description', description.trim());
      fd.append('resume', resume);
      return api.post<Envelope<Application>>(`placement/notice/${encodeURIComponent(noticeId)}/apply`, fd);
    },
    onSuccess: () => refreshPlacementNotices(qc),
  });
}
