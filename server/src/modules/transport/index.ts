import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { ServerModule } from '../types.js';
import { fleetRoutes } from './fleet/index.js';
import { ridersRoutes } from './riders/index.js';

/** Transport (issue 18 §1–§3): vehicles, drivers and routes (fleet/); stops, riders, fares and expiry notices (riders/). */
async function transportRoutes(app: TypedApp, rt: Runtime) {
  await fleetRoutes(app, rt);
  await ridersRoutes(app, rt);
}

export const transportModule: ServerModule = { name: 'transport', routes: transportRoutes };
// ---- transport fleet (fleet-server) ----
export { activeVehicles } from './fleet/index.js';
export { importTransportRows } from './fleet/bulk.js';
// ---- end transport fleet ----
// ---- transport riders (riders) ----
export { riderCountsByRoute, totalRiders, type RouteRiderCounts } from './riders/for-fleet.js';
// ---- end transport riders ----
