import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';

/** Circulation routes (issue 17 §2–§4): written by the circulation work. */
export function circulationRoutes(_app: TypedApp, _rt: Runtime): void {}
