import type { PushMap } from '@/lib/push';

// ---- transport fleet (fleet-client) ----
import { READ_MODELS } from '@school/contracts';
import { DASHBOARD_KEY, TRANSPORT_PREFIX, transportKeys } from './fleet/api/transport-keys';

/**
 * The fleet's read models and the queries they refresh: any `transport_*` model the server signals (vehicles, drivers,
 * routes, and the riders' stops and riders the route list and dashboard count) refetches every transport query; a
 * vehicle's also the admin dashboard (its Active Vehicles card). Taken from READ_MODELS, so only signalled names count.
 */
export const fleetPush: PushMap = Object.fromEntries(
  READ_MODELS.filter((m) => m.startsWith(TRANSPORT_PREFIX)).map((m) => [
    m,
    m === ('transport_vehicle' as string) ? [transportKeys.all, DASHBOARD_KEY] : [transportKeys.all],
  ]),
);
// ---- end transport fleet ----
// ---- transport riders (riders) ----
/** The riders' read models and the queries they refresh. */
export const ridersPush: PushMap = {};
// ---- end transport riders ----
