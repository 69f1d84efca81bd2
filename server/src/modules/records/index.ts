import type { ServerModule } from '../types.js';
import { recordsRoutes } from './routes.js';

export { studentRecordsDecider } from './decider.js';
/** Student records (issue 19 §1): certificates and academic documents on a student's profile. */
export const recordsModule: ServerModule = { name: 'records', routes: recordsRoutes };
