import type { ServerModule } from '../types.js';
import { teacherDashboardRoutes } from './teacher-dashboard.js';

/** Classes (lectures), the class register and the dashboards that read them (002 §2, §3). */
export const classesModule: ServerModule = {
  name: 'classes',
  async routes(app, rt) {
    teacherDashboardRoutes(app, rt);
  },
};
