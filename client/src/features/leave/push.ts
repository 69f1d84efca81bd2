import type { PushMap } from '@/lib/push';
import { leaveKeys } from './api/leave-keys';

/** Staff leave: the leave list and details. */
export const leavePush: PushMap = { staff_leave: [leaveKeys.all] };
