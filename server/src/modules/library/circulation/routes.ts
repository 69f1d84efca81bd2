import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { holdRoutes } from './hold-routes.js';
import { issueRoutes } from './issue-routes.js';
import { readRoutes } from './read-routes.js';
import { settingsRoutes } from './settings-routes.js';

/** Circulation routes (issue 17 §2–§4): issues, returns, renewals, fines, holds, the library's students, rules and stats. */
export function circulationRoutes(app: TypedApp, rt: Runtime): void {
  issueRoutes(app, rt);
  readRoutes(app, rt);
  holdRoutes(app, rt);
  settingsRoutes(app, rt);
}
