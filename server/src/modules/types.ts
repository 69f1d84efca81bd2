import type { TypedApp } from '../platform/http/typed.js';
import type { Runtime } from '../platform/runtime.js';

/** A module plugs its routes into the API; `index.ts` is its only public face. */
export interface ServerModule {
  name: string;
  routes(app: TypedApp, rt: Runtime): Promise<void> | void;
}
