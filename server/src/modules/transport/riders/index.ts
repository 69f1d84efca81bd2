import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';

/** Stops, riders, fares and papers-expiry notices (issue 18 §2). */
export async function ridersRoutes(_app: TypedApp, _rt: Runtime) {}
