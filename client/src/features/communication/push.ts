import type { PushMap } from '@/lib/push';
import { noticeKeys } from './api/notice-keys';
import { notificationKeys } from './api/notification-keys';

export const communicationPush: PushMap = {
  notice: [noticeKeys.all],
  /** Sent to the owner's sockets only: a new notification, or one read on another device. */
  notification: [notificationKeys.all],
};
