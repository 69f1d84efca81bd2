import type { ServerModule } from '../types.js';
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
export { feeReminderDecider, feeReminderStream, feeReminderSettingsStream } from './reminder-decider.js';
export { sendAutomaticReminders, sendManualReminders, AUTO_REMINDER_JOB } from './reminders.js';

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
    defaulterRoutes(app, rt);
    reminderRoutes(app, rt);
  },
};
