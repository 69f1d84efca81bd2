import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementNotice } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshPlacementNotices } from './refresh';

/** DELETE placement/notice/delete/:id (refused once students applied). */
export function useDeletePlacementNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<PlacementNotice>>(`placement/notice/delete/${encodeURIComponent(id)}`),
    onSuccess: () => refreshPlacementNotices(qc),
  });
}

/** GET placement/notice/history/:id: the notice's History drawer. */
export const placementNoticeHistoryUrl = (id: string) => `placement/notice/history/${encodeURIComponent(id)}`;
