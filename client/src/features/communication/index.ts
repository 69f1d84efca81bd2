export { noticeKeys } from './api/notice-keys';
export { ActiveNoticesCard } from './components/active-notices-card';
export { notificationKeys } from './api/notification-keys';
export { NotificationBell } from './components/notification-bell';
