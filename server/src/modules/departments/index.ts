import type { ServerModule } from '../types.js';
import { departmentRoutes } from './routes.js';

export { departmentDecider, departmentStream } from './decider.js';
export const departmentsModule: ServerModule = { name: 'departments', routes: departmentRoutes };
export { liveDepartment, instituteUser } from './lookup.js';
export { departmentExists, departmentsOfUsers } from './queries.js';
export { membershipDecider, membershipStream } from './membership-decider.js';
export { departmentAssignment } from './membership.js';
