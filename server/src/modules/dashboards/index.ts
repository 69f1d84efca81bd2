import type { ServerModule } from '../types.js';
import { dashboardRoutes } from './routes.js';

export const dashboardsModule: ServerModule = { name: 'dashboards', routes: dashboardRoutes };
