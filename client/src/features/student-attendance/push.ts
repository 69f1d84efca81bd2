import type { PushMap } from '@/lib/push';
import { studentAttendanceKeys, studentAttendanceReadModels } from './api/student-attendance-keys';

/** A mark made in a class register (or a class cancelled or moved) refreshes the calendars, the credit and the cards. */
export const studentAttendancePush: PushMap = Object.fromEntries(
  studentAttendanceReadModels.map((name) => [name, [studentAttendanceKeys.all]]),
);
