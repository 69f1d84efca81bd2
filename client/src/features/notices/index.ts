export { noticeKeys } from './api/notice-keys';
export { ActiveNoticesCard } from './components/active-notices-card';
