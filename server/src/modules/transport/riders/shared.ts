import { sql } from 'kysely';
import { TRANSPORT_RIDER_MESSAGES as M, type Role, type Stop } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import { notFound } from '../../../platform/errors.js';
import type { RouteSummary } from '../fleet/for-riders.js';
import { fleet } from './fleet-reads.js';
import type { RidersState, StopState } from './decider.js';

/** "Office": SUPER_ADMIN, ADMIN, and MANAGER / STAFF with module transport. */
export const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** The read models the riders' calls read. */
// The fleet's routes (names, times, vehicles) are read with the stops and riders.
export const STOP_MODELS = ['transport_stop', 'transport_rider', 'transport_route'] as const;

/** A route of the caller's institute, from the fleet; 404 with the contract's message otherwise. */
export async function routeOf(rt: Runtime, instituteId: string, routeId: string): Promise<RouteSummary> {
  const r = (await fleet().routeSummaries(rt.database.db, instituteId, [routeId])).get(routeId);
  if (!r) throw notFound(M.routeMissing);
  return r;
}

/** A stop as the contract shows it, from the decider's state (a command's reply). */
export const stopFromState = (state: RidersState, s: StopState): Stop => ({
  _id: s.stopId,
  routeId: s.routeId,
  name: s.name,
  pickupAt: s.pickupAt,
  fare: s.fare,
  riders: Object.values(state.riders).filter((r) => r.stopId === s.stopId).length,
});

type StopRow = { id: string; route_id: string; name: string; pickup_time: string; fare: string | number; riders: number };
const stopFromRow = (r: StopRow): Stop => ({
  _id: r.id,
  routeId: r.route_id,
  name: r.name,
  pickupAt: r.pickup_time,
  fare: Number(r.fare),
  riders: Number(r.riders),
});

/** The live stops of some routes of the institute, by pickup time, with their riders counted (read model). */
export async function stopsOfRoutes(rt: Runtime, instituteId: string, routeIds: readonly string[]): Promise<Map<string, Stop[]>> {
  const out = new Map<string, Stop[]>();
  if (routeIds.length === 0) return out;
  const r = await sql<StopRow>`select s.id, s.route_id, s.name, s.pickup_time, s.fare,
      (select count(*)::int from transport_rider r where r.stop_id = s.id and not r.removed) as riders
    from transport_stop s where s.institute_id = ${instituteId} and s.route_id = any(${[...routeIds]}::text[]) and not s.deleted
    order by s.pickup_time, s.name, s.id`.execute(rt.database.db);
  for (const row of r.rows) out.set(row.route_id, [...(out.get(row.route_id) ?? []), stopFromRow(row)]);
  return out;
}

export type RiderRow = {
  student_id: string;
  route_id: string;
  stop_id: string;
  since: Date | string;
  stop_name: string;
  pickup_time: string;
  fare: string | number;
};

/** The riders of the institute (optionally of some routes or students), with their stop (read model). */
export async function riderRows(
  rt: Runtime,
  instituteId: string,
  q: { routeIds?: readonly string[]; studentIds?: readonly string[] },
): Promise<RiderRow[]> {
  const r = await sql<RiderRow>`select r.student_id, r.route_id, r.stop_id, r.since, s.name as stop_name, s.pickup_time, s.fare
    from transport_rider r join transport_stop s on s.id = r.stop_id
    where r.institute_id = ${instituteId} and not r.removed
      ${q.routeIds ? sql`and r.route_id = any(${[...q.routeIds]}::text[])` : sql``}
      ${q.studentIds ? sql`and r.student_id = any(${[...q.studentIds]}::text[])` : sql``}
    order by s.pickup_time, r.student_id`.execute(rt.database.db);
  return r.rows;
}
