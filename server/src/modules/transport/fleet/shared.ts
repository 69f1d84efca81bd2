import { sql } from 'kysely';
import {
  TRANSPORT_MESSAGES as M,
  dayOfValue,
  type Driver,
  type DriverFields,
  type Role,
  type TransportRoute,
  type Vehicle,
  type VehicleFields,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { DB } from '../../../platform/db/database.js';
import { badRequest } from '../../../platform/errors.js';
import { instituteDay, INSTITUTE_TIME_ZONE } from '../../../platform/days.js';
import { userCards } from '../../identity/index.js';
import { riderCountsByRoute } from '../riders/for-fleet.js';
import type { DriverState, RecordState, VehicleState } from './decider.js';
import type { RouteRow } from './for-riders.js';

/** "Office" (issue 18 §1): SUPER_ADMIN, ADMIN, and MANAGER / STAFF holding the permission module `transport`. */
export const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];

/** Unique per institute: a vehicle's number (spaces and case aside) and a driver's licence number. */
export const VEHICLE_NUMBER_SCOPE = (instituteId: string) => `transport-vehicle-number:${instituteId}`;
export const LICENCE_SCOPE = (instituteId: string) => `transport-licence:${instituteId}`;
/** The reserved form of a number: 'MH 12 ab 1234' and 'MH12AB1234' are the same vehicle. */
export const numberKey = (v: string) => v.replace(/\s+/g, '').toLowerCase();

/** A required text field, trimmed; blank is a 400 with `message`. */
export function text(v: string | undefined | null, message: string): string {
  const t = (v ?? '').trim();
  if (!t) throw badRequest(message);
  return t;
}

/** A paper's expiry as the events keep it, YYYY-MM-DD (the schema already checked its window). */
export function day(v: string, message: string): string {
  const d = dayOfValue(v ?? '', instituteDay);
  if (!d) throw badRequest(message);
  return d;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: INSTITUTE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The time of day a route starts, HH:MM in the institute's zone: from an ISO date-time (the form sends today's date
 * with the chosen time), or an HH:MM as typed (the bulk sheet). Null when it is neither.
 */
export function startAtOf(v: string): string | null {
  const t = v.trim();
  const hm = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(t);
  if (hm) {
    const h = Number(hm[1]);
    const m = Number(hm[2]);
    return h < 24 && m < 60 ? `${String(h).padStart(2, '0')}:${hm[2]}` : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(t)) return null;
  const at = new Date(t);
  return Number.isNaN(at.getTime()) ? null : timeFormat.format(at);
}

const iso = (v: Date | string | null | undefined) => new Date(v ?? 0).toISOString();

/** Routes per vehicle or per driver (live routes only). */
export async function routesUsing(db: DB, instituteId: string, column: 'vehicle_id' | 'driver_id', ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const r = await sql<{ id: string; n: number }>`select ${sql.ref(column)} as id, count(*)::int as n from transport_route
    where institute_id = ${instituteId} and deleted_at is null and ${sql.ref(column)} = any(${[...ids]}::text[])
    group by ${sql.ref(column)}`.execute(db);
  return new Map(r.rows.map((x) => [x.id, Number(x.n)]));
}

/** Brings `transport_route` up to the store's head, so a count of the routes using a record sees the latest write. */
export async function routesCaughtUp(rt: Runtime) {
  await rt.runner.waitFor(['transport_route'], await rt.store.head(), 5000).catch(() => {});
}

export function vehicleView(
  rt: Runtime,
  id: string,
  f: VehicleFields,
  routes: number,
  made: { created: string; updated: string },
): Vehicle {
  return {
    _id: id,
    vehicleName: f.vehicleName,
    vehicleNumber: f.vehicleNumber,
    rcNumber: f.rcNumber,
    rcExpiryDate: f.rcExpiryDate,
    pucNumber: f.pucNumber,
    pucExpiryDate: f.pucExpiryDate,
    insuranceNumber: f.insuranceNumber,
    insuranceExpiryDate: f.insuranceExpiryDate,
    status: f.status,
    seats: f.seats,
    image: rt.files.signedUrl(f.imageKey, '/api/v1'),
    routes,
    createdAt: made.created,
    updatedAt: made.updated,
  };
}

export function driverView(rt: Runtime, id: string, f: DriverFields, routes: number, made: { created: string; updated: string }): Driver {
  return {
    _id: id,
    name: f.name,
    phoneNumber: f.phoneNumber,
    drivingLicenseNumber: f.drivingLicenseNumber,
    licenseExpiryDate: f.licenseExpiryDate,
    photoUrl: rt.files.signedUrl(f.photoKey, '/api/v1'),
    routes,
    createdAt: made.created,
    updatedAt: made.updated,
  };
}

/** When a record (from its stream's state) was made and last changed. */
export const madeOf = (s: RecordState<unknown>) => ({ created: iso(s.created?.at), updated: iso(s.updated?.at ?? s.created?.at) });

export async function vehicleReply(rt: Runtime, instituteId: string, s: VehicleState): Promise<Vehicle> {
  const routes = (await routesUsing(rt.database.db, instituteId, 'vehicle_id', [s.id!])).get(s.id!) ?? 0;
  return vehicleView(rt, s.id!, s.fields!, s.deleted ? 0 : routes, madeOf(s));
}
export async function driverReply(rt: Runtime, instituteId: string, s: DriverState): Promise<Driver> {
  const routes = (await routesUsing(rt.database.db, instituteId, 'driver_id', [s.id!])).get(s.id!) ?? 0;
  return driverView(rt, s.id!, s.fields!, s.deleted ? 0 : routes, madeOf(s));
}

export type VehicleRow = {
  id: string;
  vehicle_name: string;
  vehicle_number: string;
  rc_number: string;
  rc_expiry_date: string;
  puc_number: string;
  puc_expiry_date: string;
  insurance_number: string;
  insurance_expiry_date: string;
  status: 'ACTIVE' | 'INACTIVE';
  seats: number | null;
  image_key: string | null;
  routes: number;
  created_at: Date | string;
  updated_at: Date | string;
};
export const vehicleFromRow = (rt: Runtime, r: VehicleRow): Vehicle =>
  vehicleView(
    rt,
    r.id,
    {
      vehicleName: r.vehicle_name,
      vehicleNumber: r.vehicle_number,
      rcNumber: r.rc_number,
      rcExpiryDate: r.rc_expiry_date,
      pucNumber: r.puc_number,
      pucExpiryDate: r.puc_expiry_date,
      insuranceNumber: r.insurance_number,
      insuranceExpiryDate: r.insurance_expiry_date,
      status: r.status,
      seats: r.seats,
      imageKey: r.image_key,
    },
    Number(r.routes),
    { created: iso(r.created_at), updated: iso(r.updated_at) },
  );

export type DriverRow = {
  id: string;
  name: string;
  phone_number: string;
  driving_license_number: string;
  license_expiry_date: string;
  photo_key: string | null;
  routes: number;
  created_at: Date | string;
  updated_at: Date | string;
};
export const driverFromRow = (rt: Runtime, r: DriverRow): Driver =>
  driverView(
    rt,
    r.id,
    {
      name: r.name,
      phoneNumber: r.phone_number,
      drivingLicenseNumber: r.driving_license_number,
      licenseExpiryDate: r.license_expiry_date,
      photoKey: r.photo_key,
    },
    Number(r.routes),
    { created: iso(r.created_at), updated: iso(r.updated_at) },
  );

/** Routes as the contract shows them: teachers in charge named by identity, stops and riders from the riders slice. */
export async function routeViews(rt: Runtime, instituteId: string, rows: RouteRow[]): Promise<TransportRoute[]> {
  const [teachers, counts] = await Promise.all([
    userCards(
      rt,
      rows.flatMap((r) => (r.in_charge_id ? [r.in_charge_id] : [])),
    ),
    riderCountsByRoute(
      rt.database.db,
      instituteId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => {
    const teacher = r.in_charge_id ? teachers.get(r.in_charge_id) : undefined;
    const c = counts.get(r.id);
    return {
      _id: r.id,
      startFrom: r.start_from,
      startTime: r.start_time,
      startAt: r.start_at,
      vehicle:
        r.vehicle_name === null
          ? null
          : { _id: r.vehicle_id, vehicleName: r.vehicle_name, vehicleNumber: r.vehicle_number ?? '', seats: r.seats },
      driver: r.driver_name === null ? null : { _id: r.driver_id, name: r.driver_name, phoneNumber: r.driver_phone ?? '' },
      inCharge: teacher ? { _id: teacher.id, displayName: teacher.displayName } : null,
      stops: c?.stops ?? 0,
      riders: c?.riders ?? 0,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    };
  });
}
