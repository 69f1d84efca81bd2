import type { ServerModule } from '../types.js';
import { defineJob, defineSchedule } from '../../platform/queue/jobs.js';
import { instituteDay } from '../../platform/days.js';
import { adjustmentRoutes } from './adjustments.js';
import { LATE_FEE_JOB, raiseLateFees } from './late-fees.js';
import { assignmentRoutes } from './assignments.js';
import { historyRoutes } from './history.js';
import { onlineRoutes } from './online.js';
import { paymentRoutes } from './payments.js';
import { studentReadRoutes } from './student-reads.js';
import { settingsRoutes } from './settings.js';

export { feeAssignmentDecider, feeAssignmentStream } from './assignment-decider.js';
export { studentChargeDecider, studentChargeStream } from './charge-decider.js';
export { paymentOrderStream } from './order-decider.js';
export { raiseLateFees, lateFeeIdOf } from './late-fees.js';

// Late fees are raised by a job once an hour (LATE_FEES_EVERY_MINUTES), as of the institute's today: idempotent.
defineJob(LATE_FEE_JOB, (rt) => raiseLateFees(rt, { today: instituteDay(new Date()) }));
defineSchedule(LATE_FEE_JOB, (config) => config.lateFeesEveryMinutes * 60_000);

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
  },
};
