import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { placementReportRoutes } from './routes.js';

/** Placement reports and dashboards (issue 18 §5–§6). */
export async function reportsRoutes(app: TypedApp, rt: Runtime) {
  placementReportRoutes(app, rt);
}
export { placedStudents } from './routes.js';
export { importPlacementSheet, type PlacementSheetColumns } from './excel.js';
export { recordPlacements, type PlacementEntry } from './record.js';
export { studentSnapshot, allStudentSnapshots } from './shared.js';
export { placementYearDecider, placementYearStream } from './decider.js';
