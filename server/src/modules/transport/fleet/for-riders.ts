import { sql } from 'kysely';
import type { ExpiringPaper } from '@school/contracts';
import type { DB } from '../../../platform/db/database.js';

/**
 * What the riders slice reads of the fleet (the same module; issue 18 §2). Owned by the fleet slice: it keeps these
 * signatures and fills them from its read models (transport_vehicle, transport_driver, transport_route).
 */
export interface RouteSummary {
  routeId: string;
  startFrom: string;
  /** HH:MM in the institute's zone. */
  startAt: string;
  vehicleId: string;
  vehicleName: string;
  vehicleNumber: string;
  /** Null: not limited. */
  seats: number | null;
  driverId: string;
  driverName: string;
  driverPhone: string;
  inChargeId: string | null;
}

/** A route as the lists read it: its own row with its vehicle's and driver's. */
export type RouteRow = {
  id: string;
  start_from: string;
  start_time: string;
  start_at: string;
  vehicle_id: string;
  vehicle_name: string | null;
  vehicle_number: string | null;
  seats: number | null;
  driver_id: string;
  driver_name: string | null;
  driver_phone: string | null;
  in_charge_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};
export const ROUTE_SELECT = sql`select r.id, r.start_from, r.start_time, r.start_at, r.vehicle_id, v.vehicle_name, v.vehicle_number,
    v.seats, r.driver_id, d.name as driver_name, d.phone_number as driver_phone, r.in_charge_id, r.created_at, r.updated_at
  from transport_route r left join transport_vehicle v on v.id = r.vehicle_id and v.deleted_at is null
  left join transport_driver d on d.id = r.driver_id and d.deleted_at is null`;

const summaryOf = (r: RouteRow): RouteSummary => ({
  routeId: r.id,
  startFrom: r.start_from,
  startAt: r.start_at,
  vehicleId: r.vehicle_id,
  vehicleName: r.vehicle_name ?? '',
  vehicleNumber: r.vehicle_number ?? '',
  seats: r.seats,
  driverId: r.driver_id,
  driverName: r.driver_name ?? '',
  driverPhone: r.driver_phone ?? '',
  inChargeId: r.in_charge_id,
});

/** The routes of an institute by id (missing and deleted ones are absent). */
export async function routeSummaries(db: DB, instituteId: string, routeIds: readonly string[]): Promise<Map<string, RouteSummary>> {
  const ids = [...new Set(routeIds)].filter(Boolean);
  if (ids.length === 0) return new Map();
  const r = await sql<RouteRow>`${ROUTE_SELECT} where r.institute_id = ${instituteId} and r.deleted_at is null
    and r.id = any(${ids}::text[])`.execute(db);
  return new Map(r.rows.map((row) => [row.id, summaryOf(row)]));
}

/** The routes a teacher is in charge of. */
export async function routesInChargeOf(db: DB, instituteId: string, teacherId: string): Promise<RouteSummary[]> {
  const r = await sql<RouteRow>`${ROUTE_SELECT} where r.institute_id = ${instituteId} and r.deleted_at is null
    and r.in_charge_id = ${teacherId} order by r.start_at, r.start_from, r.id`.execute(db);
  return r.rows.map(summaryOf);
}

/** The routes a vehicle serves (their ids). */
export async function routeIdsOfVehicle(db: DB, instituteId: string, vehicleId: string): Promise<string[]> {
  const r = await sql<{ id: string }>`select id from transport_route where institute_id = ${instituteId} and deleted_at is null
    and vehicle_id = ${vehicleId} order by id`.execute(db);
  return r.rows.map((x) => x.id);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Vehicle papers (RC, PUC, insurance) and driving licences that expire on or before `lastDay` (YYYY-MM-DD), expired
 * ones included, soonest first; `daysLeft` counted from `today`.
 */
export async function papersExpiring(db: DB, instituteId: string, today: string, lastDay: string): Promise<ExpiringPaper[]> {
  type Row = { kind: ExpiringPaper['kind']; owner_id: string; owner_label: string; number: string; expiry_date: string };
  const r = await sql<Row>`
    select p.kind, v.id as owner_id, v.vehicle_number || ' (' || v.vehicle_name || ')' as owner_label, p.number, p.expiry_date
      from transport_vehicle v
      cross join lateral (values ('RC', v.rc_number, v.rc_expiry_date), ('PUC', v.puc_number, v.puc_expiry_date),
        ('INSURANCE', v.insurance_number, v.insurance_expiry_date)) as p(kind, number, expiry_date)
      where v.institute_id = ${instituteId} and v.deleted_at is null and p.expiry_date <= ${lastDay}
    union all
    select 'LICENCE', d.id, d.name, d.driving_license_number, d.license_expiry_date from transport_driver d
      where d.institute_id = ${instituteId} and d.deleted_at is null and d.license_expiry_date <= ${lastDay}
    order by expiry_date, kind, owner_id`.execute(db);
  return r.rows.map((p) => ({
    kind: p.kind,
    ownerId: p.owner_id,
    ownerLabel: p.owner_label,
    number: p.number,
    expiryDate: p.expiry_date,
    daysLeft: daysBetween(today, p.expiry_date),
  }));
}

/** Institutes that have at least one vehicle or driver (for the daily expiry job). */
export async function institutesWithFleet(db: DB): Promise<string[]> {
  const r = await sql<{ institute_id: string }>`select institute_id from transport_vehicle where deleted_at is null
    union select institute_id from transport_driver where deleted_at is null order by 1`.execute(db);
  return r.rows.map((x) => x.institute_id);
}
