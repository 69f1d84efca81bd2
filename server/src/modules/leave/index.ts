import type { ServerModule } from '../types.js';
import { leaveRoutes } from './routes.js';

export { staffLeaveDecider, staffLeaveStream, daysOf, lastDayOf } from './decider.js';
export { LEAVE_MANAGERS, LEAVE_TAKERS } from './routes.js';
export { approvedLeaveDaysOf } from './queries.js';
export { approvedLeaveDays, approvedLeaveOn, type ApprovedLeaveDays } from './on-leave.js';

/** Staff leave (000 §2, §4, §7): half, full and multi-day leaves of teachers and staff, their list and history. */
export const leaveModule: ServerModule = { name: 'leave', routes: leaveRoutes };
