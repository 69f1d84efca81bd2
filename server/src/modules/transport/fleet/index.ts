import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';

/** Vehicles, drivers and routes (issue 18 §1, §3). */
export async function fleetRoutes(_app: TypedApp, _rt: Runtime) {}
