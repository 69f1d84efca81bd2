import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { applicationRoutes } from './application-routes.js';
import { noticeRoutes } from './notice-routes.js';

/** Placement notices and applications (issue 18 §4). */
export async function noticesRoutes(app: TypedApp, rt: Runtime) {
  noticeRoutes(app, rt);
  applicationRoutes(app, rt);
}

export { placementNoticeDecider, type PlacementNoticeCommand } from './decider.js';
export { studentsOfSession } from './notice-routes.js';
export { studentSession } from './shared.js';
