export { leaveKeys } from './api/leave-keys';
