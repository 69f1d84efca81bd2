import type { PushMap } from '@/lib/push';
// ---- transport riders (riders) ----
import { ridersKeys, TRANSPORT_KEY } from './riders/api/riders-keys';
// ---- end transport riders ----

// ---- transport fleet (fleet-client) ----
import { isReadModel } from '@school/contracts';
import { DASHBOARD_KEY, FLEET_SHOWN_MODELS, transportKeys } from './fleet/api/transport-keys';

/**
 * The fleet's read models and the queries they refresh: vehicles, drivers and routes, and the riders' stops and riders
 * (the route list and the dashboard count them), refetch every transport query; a vehicle's also the admin dashboard
 * (its Active Vehicles card). Only the names the server signals (READ_MODELS) are keys.
 */
export const fleetPush: PushMap = Object.fromEntries(
  (FLEET_SHOWN_MODELS as readonly string[])
    .filter(isReadModel)
    .map((m) => [m, m === ('transport_vehicle' as string) ? [transportKeys.all, DASHBOARD_KEY] : [transportKeys.all]]),
);
// ---- end transport fleet ----
// ---- transport riders (riders) ----
/**
 * The riders' read models and the queries they refresh: stops and riders refresh every transport query (the route
 * page, a student's and a teacher's page, the fleet's route list counting stops and riders); fares the route page.
 */
export const ridersPush: PushMap = {
  transport_stop: [TRANSPORT_KEY],
  transport_rider: [TRANSPORT_KEY],
  transport_fare: [ridersKeys.all],
};
// ---- end transport riders ----
