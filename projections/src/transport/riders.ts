import { sql } from 'kysely';
import type { TransportFareEvent, TransportRidersEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/** `transport_stop`: a route's stops (name, pickup time, monthly fare); a deleted stop keeps its row, marked. Ids: routes. */
export const transportStopsProjection: Projection = {
  name: 'transport_stop',
  version: 1,
  tables: {
    transport_stop: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, route_id text not null, name text not null, pickup_time text not null,
      fare numeric(14, 2) not null, deleted boolean not null default false, created_at timestamptz not null,
      last_position bigint not null default 0)`,
  },
  indexes: { 'transport_stop.route': (t, i) => sql`create index ${i} on ${t} (institute_id, route_id)` },
  handles: ['TransportStopAdded', 'TransportStopUpdated', 'TransportStopDeleted'],
  idsOf: (e) => [String((e.data as { routeId?: string }).routeId ?? '')],
  async apply({ tx, table }, event) {
    const t = table('transport_stop');
    const pos = sql`${event.position.toString()}::bigint`;
    const e = event as unknown as TransportRidersEvent;
    switch (e.type) {
      case 'TransportStopAdded': {
        const d = e.data;
        await sql`insert into ${t} (id, institute_id, route_id, name, pickup_time, fare, created_at, last_position)
          values (${d.stopId}, ${event.metadata.instituteId}, ${d.routeId}, ${d.name}, ${d.pickupAt}, ${d.fare},
            ${event.metadata.occurredAt}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'TransportStopUpdated': {
        const d = e.data;
        await sql`update ${t} set
            name = ${d.name !== undefined ? sql`${d.name}` : sql`name`},
            pickup_time = ${d.pickupAt !== undefined ? sql`${d.pickupAt}` : sql`pickup_time`},
            fare = ${d.fare !== undefined ? sql`${d.fare}` : sql`fare`},
            last_position = ${pos}
          where id = ${d.stopId} and last_position < ${pos}`.execute(tx);
        return;
      }
      case 'TransportStopDeleted':
        await sql`update ${t} set deleted = true, last_position = ${pos} where id = ${e.data.stopId} and last_position < ${pos}`.execute(
          tx,
        );
        return;
      default:
        return;
    }
  },
};

/**
 * `transport_rider`: each student's current route and stop (one row per student; a removed rider keeps the row, marked,
 * so a replay never brings them back). Ids: students, who own their row (a parent hears of their child's).
 */
export const transportRidersProjection: Projection = {
  name: 'transport_rider',
  version: 1,
  tables: {
    transport_rider: (t) => sql`create table ${t} (
      student_id text primary key, institute_id text not null, route_id text not null, stop_id text not null,
      since timestamptz not null, removed boolean not null default false, last_position bigint not null default 0)`,
  },
  indexes: {
    'transport_rider.route': (t, i) => sql`create index ${i} on ${t} (institute_id, route_id)`,
    'transport_rider.stop': (t, i) => sql`create index ${i} on ${t} (stop_id)`,
  },
  handles: ['TransportRiderAssigned', 'TransportRiderRemoved'],
  idsOf: (e) => [String((e.data as { studentId?: string }).studentId ?? '')],
  ownersOf: (e) => [String((e.data as { studentId?: string }).studentId ?? '')],
  async apply({ tx, table }, event) {
    const t = table('transport_rider');
    const pos = sql`${event.position.toString()}::bigint`;
    const e = event as unknown as TransportRidersEvent;
    const at = event.metadata.occurredAt;
    switch (e.type) {
      case 'TransportRiderAssigned': {
        const d = e.data;
        // A move within the route keeps the day they joined it.
        await sql`insert into ${t} as r (student_id, institute_id, route_id, stop_id, since, removed, last_position)
          values (${d.studentId}, ${event.metadata.instituteId}, ${d.routeId}, ${d.stopId}, ${at}, false, ${pos})
          on conflict (student_id) do update set route_id = excluded.route_id, stop_id = excluded.stop_id,
            since = case when r.route_id = excluded.route_id and not r.removed then r.since else excluded.since end,
            removed = false, last_position = excluded.last_position
          where r.last_position < excluded.last_position`.execute(tx);
        return;
      }
      case 'TransportRiderRemoved':
        await sql`update ${t} set removed = true, last_position = ${pos}
          where student_id = ${e.data.studentId} and last_position < ${pos}`.execute(tx);
        return;
      default:
        return;
    }
  },
};

/** `transport_fare`: the student charges a route's fares raised, and which were stopped (rider left). Ids: routes. */
export const transportFaresProjection: Projection = {
  name: 'transport_fare',
  version: 1,
  tables: {
    transport_fare_charge: (t) => sql`create table ${t} (
      charge_id text primary key, institute_id text not null, fare_id text not null, route_id text not null,
      student_id text not null, stop_id text not null, amount numeric(14, 2) not null, period_start text not null,
      stopped boolean not null default false)`,
  },
  indexes: { 'transport_fare_charge.student': (t, i) => sql`create index ${i} on ${t} (institute_id, student_id, route_id)` },
  handles: ['TransportFareCharged', 'TransportFareStopped'],
  idsOf: (e) => [String((e.data as { routeId?: string }).routeId ?? '')],
  async apply({ tx, table }, event) {
    const t = table('transport_fare_charge');
    const e = event as unknown as TransportFareEvent;
    if (e.type === 'TransportFareCharged') {
      const d = e.data;
      if (!d.charges?.length) return;
      const rows = d.charges.map(
        (c) =>
          sql`(${c.chargeId}, ${event.metadata.instituteId}, ${d.fareId}, ${d.routeId}, ${c.studentId}, ${c.stopId}, ${c.amount}, ${c.periodStart})`,
      );
      await sql`insert into ${t} (charge_id, institute_id, fare_id, route_id, student_id, stop_id, amount, period_start)
        values ${sql.join(rows)} on conflict (charge_id) do nothing`.execute(tx);
      return;
    }
    if (e.type === 'TransportFareStopped') {
      await sql`update ${t} set stopped = true where charge_id = any(${e.data.chargeIds}::text[])`.execute(tx);
    }
  },
};

export const transportRidersProjections: readonly Projection[] = [
  transportStopsProjection,
  transportRidersProjection,
  transportFaresProjection,
];
