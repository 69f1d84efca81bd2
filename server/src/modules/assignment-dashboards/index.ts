import type { ServerModule } from '../types.js';
import { assignmentDashboardRoutes } from './routes.js';

export {
  batchAssignmentTotal,
  teacherAssignmentTotals,
  teacherAssignmentsPerMonth,
  type TeacherAssignmentTotals,
} from './counters.js';

/**
 * The assignment dashboards (issue 15 part 5): the student's and the teacher's assignment widgets, and the assignment
 * figures the classes' and exams' dashboards show (Total Assignments, Batch Work, the Analytical Overview), all read
 * from the `assignment_dashboard` counters (projections/src/assignment-dashboards).
 */
export const assignmentDashboardsModule: ServerModule = {
  name: 'assignment-dashboards',
  routes(app, rt) {
    assignmentDashboardRoutes(app, rt);
  },
};
