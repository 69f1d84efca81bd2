import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';

/** Catalogue routes (issue 17 §1): written by the catalogue work. */
export function catalogueRoutes(_app: TypedApp, _rt: Runtime): void {}
