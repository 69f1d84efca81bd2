export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  latest: (perPage: number) => [...notificationKeys.all, 'latest', { perPage }] as const,
};
