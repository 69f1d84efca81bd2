import type { PushMap } from '@/lib/push';
import { historyKeys } from './api/history-keys';

/** Open history drawers: a leave's, a fee payment's, a staff payment's. */
export const auditPush: PushMap = {
  staff_leave: [historyKeys.all],
  student_payment: [historyKeys.all],
  staff_payment: [historyKeys.all],
};
