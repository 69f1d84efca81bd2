import type { ServerModule } from '../types.js';
import { peopleDashboardRoutes } from './people-stats.js';
import { dashboardRoutes } from './routes.js';
import { paymentDashboardRoutes } from './payment-dashboard.js';

export const dashboardsModule: ServerModule = {
  name: 'dashboards',
  async routes(app, rt) {
    await dashboardRoutes(app, rt);
    peopleDashboardRoutes(app, rt);
    paymentDashboardRoutes(app, rt);
  },
};
