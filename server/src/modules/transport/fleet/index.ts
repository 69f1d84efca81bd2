import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { driverRoutes } from './drivers.js';
import { fleetHistoryRoutes } from './history.js';
import { transportStatRoutes } from './stat.js';
import { transportRouteRoutes } from './transport-routes.js';
import { vehicleRoutes } from './vehicles.js';

/** Vehicles, drivers and routes (issue 18 §1, §3). */
export async function fleetRoutes(app: TypedApp, rt: Runtime) {
  vehicleRoutes(app, rt);
  driverRoutes(app, rt);
  fleetHistoryRoutes(app, rt);
  transportStatRoutes(app, rt);
  transportRouteRoutes(app, rt);
}

export { activeVehicles } from './stat.js';
export { addVehicle } from './vehicles.js';
export { addDriver } from './drivers.js';
export { createRoute, routeFieldsOf } from './transport-routes.js';
