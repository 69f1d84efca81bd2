import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** 000 §3 Notification, plus what it is about (`kind` NOTICE, `refId` the notice). */
export type NotificationItem = Notification;
export type NotificationPage = PagedEnvelope<NotificationItem> & { unreadCount: number };

/** GET notification?perPage&pageNo=1: the caller's latest notifications, newest first. */
export const latestNotificationsQueryOptions = (perPage: number) =>
  queryOptions({
    queryKey: notificationKeys.latest(perPage),
    queryFn: ({ signal }) => api.get<NotificationPage>('notification', { query: { perPage, pageNo: 1 }, signal }),
  });

export const useLatestNotifications = (perPage: number) => useQuery(latestNotificationsQueryOptions(perPage));
