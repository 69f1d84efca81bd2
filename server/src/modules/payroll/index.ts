import type { ServerModule } from '../types.js';
import { payrollRoutes } from './routes.js';

export { staffPaymentDecider, staffPaymentStream } from './decider.js';
export { describeStaffPaymentEvent } from './history.js';

/** Staff pay (000 §2 Add Payment (staff), 001 §2 salary overview): payments, their reversal and history. */
export const payrollModule: ServerModule = { name: 'payroll', routes: payrollRoutes };
