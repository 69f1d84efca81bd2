import type { ServerModule } from '../types.js';
import { defineJob } from '../../platform/queue/jobs.js';
import { classRoutes } from './routes.js';
import { registerRoutes } from './register.js';
import { teacherDashboardRoutes } from './teacher-dashboard.js';
import { teacherAttendanceDashboardRoutes } from './teacher-attendance-dashboard.js';
import { studentAttendanceRoutes } from './student-attendance.js';
import { studentDashboardRoutes } from './student-dashboard.js';
import { PRODUCE_CLASSES_JOB, produceAllClasses } from './produce.js';

export { classDecider, classStream, markRefusal, type ClassCommand, type ClassState } from './decider.js';
export { classViews, holidayFlags, isHoliday } from './queries.js';
export { HeldClassCounts } from './held-counts.js';
export {
  produceAllClasses,
  produceClasses,
  produceSlotClasses,
  PRODUCE_CLASSES_JOB,
  PRODUCE_DAYS_AHEAD,
  REMOVED_FROM_TIMETABLE,
} from './produce.js';
export { statusOfFlags } from './register.js';
export { dashboardStudent } from './student-dashboard.js';

// The timetable's classes of the next 14 days are produced hourly (first ~2 minutes after start): idempotent, so a
// restart or a second tick adds nothing (docs/decisions/0018).
defineJob(PRODUCE_CLASSES_JOB, (rt) => produceAllClasses(rt), { everyMs: 60 * 60_000, firstAfterMs: 2 * 60_000 });

/** Classes (lectures) and their register (issue 12): 002 §2 Live classes, Class attendance page; §7. */
export const classesModule: ServerModule = {
  name: 'classes',
  async routes(app, rt) {
    classRoutes(app, rt);
    registerRoutes(app, rt);
    teacherDashboardRoutes(app, rt);
    teacherAttendanceDashboardRoutes(app, rt);
    studentAttendanceRoutes(app, rt);
    studentDashboardRoutes(app, rt);
  },
};
