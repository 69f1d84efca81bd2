import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';

/** Placement reports and dashboards (issue 18 §5–§6). */
export async function reportsRoutes(_app: TypedApp, _rt: Runtime) {}
