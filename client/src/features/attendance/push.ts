import type { PushMap } from '@/lib/push';
import { attendanceKeys } from './api/attendance-keys';

/** Staff attendance: the grid and the calendars (approved leave shows in both). */
export const attendancePush: PushMap = { staff_attendance: [attendanceKeys.all], staff_leave: [attendanceKeys.all] };
