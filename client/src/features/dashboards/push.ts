import type { ReadModel } from '@school/contracts';
import type { PushMap } from '@/lib/push';
import { dashboardKeys } from './api/dashboard-keys';

/** The read models the dashboards count (the staff dashboard's "on leave" figure reads attendance and leave). */
const counted: readonly ReadModel[] = [
  'department', 'finance_entry', 'app_user', 'student', 'staff_attendance', 'staff_leave',
  'student_fee_assignment', 'student_charge', 'student_payment',
];
export const dashboardsPush: PushMap = Object.fromEntries(counted.map((name) => [name, [dashboardKeys.all]]));
