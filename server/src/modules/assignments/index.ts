import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { ServerModule } from '../types.js';
import { assignmentRoutes } from './assignment-routes.js';
import { policyRoutes } from './policy-routes.js';
import { sheetRoutes } from './sheet-routes.js';
import { studentStatRoutes } from './student-stat-routes.js';

export { assignmentDecider, type AssignmentActor, type AssignmentState } from './decider.js';
export { assignmentSheetDecider, latePolicyDecider, openness, DEFAULT_POLICY } from './sheet-decider.js';

/** Assignments (issue 15): assignments and questions, answering, grading, the late policy, a student's profile tab. */
async function assignmentsRoutes(app: TypedApp, rt: Runtime) {
  assignmentRoutes(app, rt);
  sheetRoutes(app, rt);
  studentStatRoutes(app, rt);
  policyRoutes(app, rt);
}

export const assignmentsModule: ServerModule = { name: 'assignments', routes: assignmentsRoutes };
