import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerModule } from '../types.js';
import { peopleDashboardRoutes } from './people-stats.js';
import { dashboardRoutes } from './routes.js';
import { paymentDashboardRoutes } from './payment-dashboard.js';

export const dashboardsModule: ServerModule = {
  name: 'dashboards',
  async routes(app, rt) {
    const typed = app.withTypeProvider<TypeBoxTypeProvider>();
    await dashboardRoutes(typed, rt);
    peopleDashboardRoutes(typed, rt);
    paymentDashboardRoutes(typed, rt);
  },
};
