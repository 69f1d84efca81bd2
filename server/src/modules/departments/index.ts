import type { ServerModule } from '../types.js';
import { departmentRoutes } from './routes.js';

export { departmentDecider, departmentStream } from './decider.js';
export const departmentsModule: ServerModule = { name: 'departments', routes: departmentRoutes };
