import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** PUT notification/read { notificationId } (000 §4: then the list and the unread count reload). */
export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => api.put<Envelope<{ _id: string }>>('notification/read', { notificationId }),
    onSettled: () => void qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
