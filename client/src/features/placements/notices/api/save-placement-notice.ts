import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementNotice, PlacementNoticeBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshPlacementNotices } from './refresh';

/** POST placement/notice/create or PUT placement/notice/update/:id (JSON). */
export function useSavePlacementNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PlacementNoticeBody }) =>
      id
        ? api.put<Envelope<PlacementNotice>>(`placement/notice/update/${encodeURIComponent(id)}`, body)
        : api.post<Envelope<PlacementNotice>>('placement/notice/create', body),
    onSuccess: () => refreshPlacementNotices(qc),
  });
}
