import type { PushMap } from '@/lib/push';
import { attendanceKeys } from './api/attendance-keys';

/** Staff attendance: the grid and the calendars. */
export const attendancePush: PushMap = { staff_attendance: [attendanceKeys.all] };
