import type { ServerModule } from '../types.js';
import { defineJob } from '../../platform/queue/jobs.js';
import { todayOf } from '../../platform/clock.js';
import { adjustmentRoutes } from './adjustments.js';
import { LATE_FEE_JOB, raiseLateFees } from './late-fees.js';
import { assignmentRoutes } from './assignments.js';
import { historyRoutes } from './history.js';
import { onlineRoutes } from './online.js';
import { paymentRoutes } from './payments.js';
import { studentReadRoutes } from './student-reads.js';
import { settingsRoutes } from './settings.js';
import { defaulterRoutes } from './defaulters.js';
import { reminderRoutes } from './reminders.js';

export { feeAssignmentDecider, feeAssignmentStream } from './assignment-decider.js';
export { studentChargeDecider, studentChargeStream } from './charge-decider.js';
export { paymentOrderStream } from './order-decider.js';
export { raiseLateFees, lateFeeIdOf } from './late-fees.js';
export { feeReminderDecider, feeReminderStream, feeReminderSettingsStream } from './reminder-decider.js';
export { sendAutomaticReminders, sendManualReminders, AUTO_REMINDER_JOB } from './reminders.js';
// ---- transport riders (riders) ----
export { feePeriods } from './assignment-decider.js';
// ---- end transport riders ----

// Late fees are raised by a job (every LATE_FEES_EVERY_MINUTES, first ~30 s after start) as of the institute's today:
// idempotent, so a restart or a second tick adds nothing.
defineJob(LATE_FEE_JOB, (rt) => raiseLateFees(rt, { today: todayOf(rt.clock) }), {
  everyMs: (config) => config.lateFeesEveryMinutes * 60_000,
  firstAfterMs: 30_000,
});

/** Student fees and payments (issue #5): fee assignment to batches, charges, cash and online payments, reversals. */
export const studentFeesModule: ServerModule = {
  name: 'student-fees',
  async routes(app, rt) {
    assignmentRoutes(app, rt);
    paymentRoutes(app, rt);
    await onlineRoutes(app, rt);
    studentReadRoutes(app, rt);
    historyRoutes(app, rt);
    settingsRoutes(app, rt);
    adjustmentRoutes(app, rt);
    defaulterRoutes(app, rt);
    reminderRoutes(app, rt);
  },
};
