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
 *
 * It has no client feature of its own name on purpose: its calls feed screens of two roles, and each role's dashboard
 * screens live in one client feature (a teacher's in `features/dashboards`, a student's in `features/student-dashboard`),
 * as the classes' and exams' dashboard calls do.
 */
export const assignmentDashboardsModule: ServerModule = {
  name: 'assignment-dashboards',
  routes(app, rt) {
    assignmentDashboardRoutes(app, rt);
  },
};
