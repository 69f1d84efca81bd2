import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { ServerModule } from '../types.js';
import { noticesRoutes } from './notices/index.js';
import { reportsRoutes } from './reports/index.js';

/** Placements (issue 18 §4–§6): notices and applications (notices/); placement reports and dashboards (reports/). */
async function placementRoutes(app: TypedApp, rt: Runtime) {
  await noticesRoutes(app, rt);
  await reportsRoutes(app, rt);
}

export const placementsModule: ServerModule = { name: 'placements', routes: placementRoutes };
// ---- placement notices (notices) ----
/** For the demo seed: a notice's decider, the students of a session, a student's batch and session. */
export { placementNoticeDecider, studentSession, studentsOfSession } from './notices/index.js';
// ---- end placement notices ----
// ---- placement reports (reports) ----
// ---- end placement reports ----
// ---- placement reports (reports) ----
export { placedStudents, importPlacementSheet, recordPlacements, studentSnapshot, allStudentSnapshots } from './reports/index.js';
// ---- end placement reports ----
