import type { ServerModule } from '../types.js';
import { staffAttendanceRoutes } from './staff-attendance.js';

export { staffAttendanceDecider, staffAttendanceStream } from './staff-attendance-decider.js';
export { STAFF_ROLES } from './staff-attendance.js';
export { staffDaysOf, type StaffDay } from './queries.js';

/** Staff attendance (001 §2 Staff, §4): a status per staff member per day, the day's grid and a month's calendar. */
export const attendanceModule: ServerModule = { name: 'attendance', routes: staffAttendanceRoutes };
