import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppUpdate, AppUpdateBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST app-update { version, title, message, isDismissible }. */
export function usePublishAppUpdate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AppUpdateBody) => api.post<Envelope<AppUpdate>>('app-update', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['app_update']),
  });
}
