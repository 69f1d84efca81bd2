import type { ServerModule } from '../types.js';
import { operationsRoutes } from './routes.js';

export const operationsModule: ServerModule = { name: 'operations', routes: operationsRoutes };
