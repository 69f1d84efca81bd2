import type { PushMap } from '@/lib/push';
import { leaveKeys } from './api/leave-keys';

/** Staff leave: the lists, details, own leave, applications with their pending count, quotas and balances. */
export const leavePush: PushMap = { staff_leave: [leaveKeys.all], leave_quota: [leaveKeys.all] };
