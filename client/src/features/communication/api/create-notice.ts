import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNoticeBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import type { NoticeItem } from './get-notices';

/** POST notice/create { title, description, startTime, endTime, role } (no batch until batches exist). */
export function useCreateNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNoticeBody) => api.post<Envelope<NoticeItem>>('notice/create', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['notice']),
  });
}
