import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET notification/unread-count: the bell's badge. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) =>
      api.get<Envelope<{ unreadCount: number }>>('notification/unread-count', { signal }).then((r) => r.data.unreadCount),
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
