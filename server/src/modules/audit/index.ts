import type { ServerModule } from '../types.js';
import { auditRoutes } from './routes.js';

export const auditModule: ServerModule = { name: 'audit', routes: auditRoutes };
