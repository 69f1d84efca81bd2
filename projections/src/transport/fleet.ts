import { sql, type RawBuilder } from 'kysely';
import type { Projection } from '../types.js';

/** A record's field and the column that keeps it. */
type Columns = Record<string, { column: string; type: 'text' | 'integer' }>;

/**
 * The three fleet read models share one shape: a row per record (added, edited field by field, deleted), keyed by its
 * id, with the institute, the time it was made and last changed, and the last event's position (every change guarded
 * by it, so a second pass changes nothing). Dates stay as the events hold them, YYYY-MM-DD.
 */
function recordProjection(spec: {
  name: string;
  idKey: string;
  columns: Columns;
  events: { added: string; updated: string; deleted: string };
  indexes?: Projection['indexes'];
}): Projection {
  const cols = Object.entries(spec.columns);
  const table = spec.name;
  return {
    name: spec.name,
    version: 1,
    tables: {
      [table]: (t) => sql`create table ${t} (
        id text primary key, institute_id text not null,
        ${sql.raw(cols.map(([, c]) => `${c.column} ${c.type}`).join(', '))},
        created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz,
        last_position bigint not null default 0)`,
    },
    indexes: spec.indexes,
    handles: [spec.events.added, spec.events.updated, spec.events.deleted],
    idsOf: (e) => [String((e.data as Record<string, unknown>)[spec.idKey] ?? '')],
    async apply({ tx, table: physical }, event) {
      const d = (event.data ?? {}) as Record<string, unknown>;
      const id = d[spec.idKey];
      if (typeof id !== 'string' || !id) return;
      const t = physical(table);
      const at = event.metadata.occurredAt;
      const pos = sql`${event.position.toString()}::bigint`;
      const value = (field: string): RawBuilder<unknown> => {
        const v = d[field] ?? null;
        return spec.columns[field]!.type === 'integer' ? sql`${v}::integer` : sql`${v}::text`;
      };
      if (event.type === spec.events.added) {
        await sql`insert into ${t} (id, institute_id, ${sql.join(cols.map(([, c]) => sql.ref(c.column)))}, created_at, updated_at,
            last_position)
          values (${id}, ${event.metadata.instituteId}, ${sql.join(cols.map(([f]) => value(f)))}, ${at}, ${at}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      if (event.type === spec.events.updated) {
        const changed = (Array.isArray(d.changed) ? d.changed : []).filter((k): k is string => typeof k === 'string' && k in spec.columns);
        const sets = changed.map((k) => sql`${sql.ref(spec.columns[k]!.column)} = ${value(k)}`);
        await sql`update ${t} set ${sql.join([...sets, sql`updated_at = ${at}`, sql`last_position = ${pos}`])}
          where id = ${id} and last_position < ${pos}`.execute(tx);
        return;
      }
      if (event.type === spec.events.deleted) {
        await sql`update ${t} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos}
          where id = ${id} and last_position < ${pos}`.execute(tx);
      }
    },
  };
}

const text = (column: string) => ({ column, type: 'text' as const });

/** `transport_vehicle`: the institute's vehicles (issue 18 §1). */
export const transportVehicleProjection = recordProjection({
  name: 'transport_vehicle',
  idKey: 'vehicleId',
  events: { added: 'VehicleAdded', updated: 'VehicleUpdated', deleted: 'VehicleDeleted' },
  columns: {
    vehicleName: text('vehicle_name'),
    vehicleNumber: text('vehicle_number'),
    rcNumber: text('rc_number'),
    rcExpiryDate: text('rc_expiry_date'),
    pucNumber: text('puc_number'),
    pucExpiryDate: text('puc_expiry_date'),
    insuranceNumber: text('insurance_number'),
    insuranceExpiryDate: text('insurance_expiry_date'),
    status: text('status'),
    seats: { column: 'seats', type: 'integer' },
    imageKey: text('image_key'),
  },
  indexes: { 'transport_vehicle.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)` },
});

/** `transport_driver`: the institute's drivers. */
export const transportDriverProjection = recordProjection({
  name: 'transport_driver',
  idKey: 'driverId',
  events: { added: 'DriverAdded', updated: 'DriverUpdated', deleted: 'DriverDeleted' },
  columns: {
    name: text('name'),
    phoneNumber: text('phone_number'),
    drivingLicenseNumber: text('driving_license_number'),
    licenseExpiryDate: text('license_expiry_date'),
    photoKey: text('photo_key'),
  },
  indexes: { 'transport_driver.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)` },
});

/** `transport_route`: the institute's routes, naming their vehicle, driver and teacher in charge by id. */
export const transportRouteProjection = recordProjection({
  name: 'transport_route',
  idKey: 'routeId',
  events: { added: 'TransportRouteCreated', updated: 'TransportRouteUpdated', deleted: 'TransportRouteDeleted' },
  columns: {
    startFrom: text('start_from'),
    startTime: text('start_time'),
    startAt: text('start_at'),
    vehicleId: text('vehicle_id'),
    driverId: text('driver_id'),
    inChargeId: text('in_charge_id'),
  },
  indexes: {
    'transport_route.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)`,
    'transport_route.vehicle': (t, i) => sql`create index ${i} on ${t} (vehicle_id)`,
    'transport_route.driver': (t, i) => sql`create index ${i} on ${t} (driver_id)`,
  },
});

export const transportFleetProjections: readonly Projection[] = [
  transportVehicleProjection,
  transportDriverProjection,
  transportRouteProjection,
];
