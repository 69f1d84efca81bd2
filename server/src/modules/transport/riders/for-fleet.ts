import type { DB } from '../../../platform/db/database.js';

/**
 * What the fleet slice reads of the riders (the same module; issue 18 §2). Owned by the riders slice: it keeps these
 * signatures and fills them from its read models.
 */
export interface RouteRiderCounts {
  stops: number;
  riders: number;
}

/** Stops and riders per route id (absent: none). */
export async function riderCountsByRoute(
  _db: DB,
  _instituteId: string,
  _routeIds: readonly string[],
): Promise<Map<string, RouteRiderCounts>> {
  return new Map();
}

/** Students assigned to any route of the institute. */
export async function totalRiders(_db: DB, _instituteId: string): Promise<number> {
  return 0;
}
