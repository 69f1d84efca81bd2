import type { PushMap } from '@/lib/push';

// ---- transport fleet (fleet-client) ----
/** The fleet's read models and the queries they refresh. */
export const fleetPush: PushMap = {};
// ---- end transport fleet ----
// ---- transport riders (riders) ----
/** The riders' read models and the queries they refresh. */
export const ridersPush: PushMap = {};
// ---- end transport riders ----
