import type { ServerModule } from '../types.js';
import { financeRoutes } from './routes.js';

export { financeDecider, financeEntryStream } from './decider.js';
export const financeModule: ServerModule = { name: 'finance', routes: financeRoutes };
export { importFinanceRows, FINANCE_REQUIRED } from './bulk.js';
