import type { PushMap } from '@/lib/push';
import { studentDashboardKeys, studentDashboardReadModels } from './api/student-dashboard-keys';

/** A class scheduled, cancelled or moved, a register mark, a holiday or a timetable change refreshes the student's figures. */
export const studentDashboardPush: PushMap = Object.fromEntries(
  studentDashboardReadModels.map((name) => [name, [studentDashboardKeys.all]]),
);
