import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerModule } from '../types.js';
import { studentDashboardRoutes } from './student-dashboard.js';

/** Classes (lectures), the class register and the dashboards that read them (002 §2, §3, §7). */
export const classesModule: ServerModule = {
  name: 'classes',
  async routes(app, rt) {
    const typed = app.withTypeProvider<TypeBoxTypeProvider>();
    studentDashboardRoutes(typed, rt);
  },
};
