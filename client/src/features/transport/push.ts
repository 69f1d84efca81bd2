import type { PushMap } from '@/lib/push';
// ---- transport riders (riders) ----
import { ridersKeys, TRANSPORT_KEY } from './riders/api/riders-keys';
// ---- end transport riders ----

// ---- transport fleet (fleet-client) ----
/** The fleet's read models and the queries they refresh. */
export const fleetPush: PushMap = {};
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
