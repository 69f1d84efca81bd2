import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';

/** Placement notices and applications (issue 18 §4). */
export async function noticesRoutes(_app: TypedApp, _rt: Runtime) {}
