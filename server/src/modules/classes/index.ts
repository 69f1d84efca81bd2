import type { ServerModule } from '../types.js';
import { studentAttendanceRoutes } from './student-attendance.js';

/** Classes (lectures), the class register and students' attendance and credit (issue 12). */
export const classesModule: ServerModule = {
  name: 'classes',
  async routes(app, rt) {
    studentAttendanceRoutes(app, rt);
  },
};
