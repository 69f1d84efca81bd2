import { sql } from 'kysely';
import type { DB } from '../../../platform/db/database.js';

/**
 * What the fleet slice reads of the riders (the same module; issue 18 §2). Owned by the riders slice: it keeps these
 * signatures and fills them from its read models (transport_stop, transport_rider).
 */
export interface RouteRiderCounts {
  stops: number;
  riders: number;
}

/** Stops and riders per route id (absent: none). */
export async function riderCountsByRoute(db: DB, instituteId: string, routeIds: readonly string[]): Promise<Map<string, RouteRiderCounts>> {
  const out = new Map<string, RouteRiderCounts>();
  if (routeIds.length === 0) return out;
  const r = await sql<{
    route_id: string;
    stops: number;
    riders: number;
  }>`select route_id, sum(stops)::int as stops, sum(riders)::int as riders
    from (select route_id, count(*) as stops, 0 as riders from transport_stop
        where institute_id = ${instituteId} and route_id = any(${[...routeIds]}::text[]) and not deleted group by route_id
      union all select route_id, 0, count(*) from transport_rider
        where institute_id = ${instituteId} and route_id = any(${[...routeIds]}::text[]) and not removed group by route_id) x
    group by route_id`.execute(db);
  for (const row of r.rows) out.set(row.route_id, { stops: Number(row.stops), riders: Number(row.riders) });
  return out;
}

/** Students assigned to any route of the institute. */
export async function totalRiders(db: DB, instituteId: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from transport_rider
    where institute_id = ${instituteId} and not removed`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}
