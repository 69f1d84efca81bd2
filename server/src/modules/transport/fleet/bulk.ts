import {
  MAX_VEHICLE_SEATS,
  TRANSPORT_MESSAGES as M,
  VEHICLE_STATUSES,
  type BulkRowError,
  type TransportRouteFields,
  type VehicleFields,
  type VehicleStatus,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import { idFor, type CommandContext } from '../../../platform/commands.js';
import { checkWindow } from '../../../platform/days.js';
import { todayOf } from '../../../platform/clock.js';
import { EMAIL_SCOPE, memberInRoles } from '../../identity/index.js';
import { driverDecider, driverStream, vehicleDecider, vehicleStream } from './decider.js';
import { day as dayField, LICENCE_SCOPE, numberKey, startAtOf, VEHICLE_NUMBER_SCOPE } from './shared.js';
import { addVehicle } from './vehicles.js';
import { createRoute } from './transport-routes.js';

/** The transport sample's columns (/UploadTransportSample.xlsx): one sheet, a `type` column says VEHICLE or ROUTE. */
export const TRANSPORT_REQUIRED = ['type'];

interface Row {
  row: number;
  values: Record<string, string>;
}
type GoodVehicle = { row: number; fields: VehicleFields };
type GoodRoute = {
  row: number;
  startFrom: string;
  startTime: string;
  startAt: string;
  vehicleNumber: string;
  driverId: string;
  inChargeId: string | null;
  /** The row's own fields passed (its vehicle is checked after every vehicle row is read). */
  fine: boolean;
};

const DIGITS = /^[0-9]{1,30}$/;

/**
 * Checks an uploaded transport sheet and, unless a dry run, imports it through the same commands as the forms: the
 * VEHICLE rows first (each added, source BULK), then the ROUTE rows, whose vehicle is named by its number (one of the
 * institute's active vehicles, or a vehicle row of the same sheet), driver by licence number, and optional teacher in
 * charge by e-mail.
 */
export async function importTransportRows(rt: Runtime, ctx: CommandContext, rows: Row[], dryRun: boolean) {
  const errors: BulkRowError[] = [];
  const today = todayOf(rt.clock);
  const vehicles: GoodVehicle[] = [];
  const routes: GoodRoute[] = [];
  const inFile = new Map<string, number>();
  const owner = (scope: string, value: string) => rt.reservations.owner(scope, value);

  for (const { row, values: v } of rows) {
    const fail = (field: string, message: string) => errors.push({ row, field, message });
    const before = errors.length;
    const val = (k: string) => (v[k] ?? '').trim();
    const type = val('type').toUpperCase();
    if (type === 'VEHICLE') {
      const need = (k: string, message: string) => {
        const t = val(k);
        if (!t) fail(k, message);
        return t;
      };
      const digits = (k: string, message: string, label: string) => {
        const t = need(k, message);
        if (t && !DIGITS.test(t)) fail(k, M.numeric(label));
        return t;
      };
      const date = (k: string, message: string, label: string) => {
        const t = need(k, message);
        if (!t) return '';
        let d: string | null = null;
        try {
          d = dayField(t, message);
        } catch {
          fail(k, message);
        }
        if (d) {
          try {
            checkWindow(d, 'calendar', label, today);
          } catch (err) {
            fail(k, (err as Error).message);
          }
        }
        return d ?? '';
      };
      const vehicleName = need('vehicleName', M.vehicleNameRequired);
      const vehicleNumber = need('vehicleNumber', M.vehicleNumberRequired).replace(/\s+/g, ' ').toUpperCase();
      const rcNumber = digits('rcNumber', M.rcNumberRequired, 'RC Number');
      const rcExpiryDate = date('rcExpiryDate', M.rcExpiryRequired, 'RC Expiry Date');
      const pucNumber = digits('pucNumber', M.pucNumberRequired, 'PUC Number');
      const pucExpiryDate = date('pucExpiryDate', M.pucExpiryRequired, 'PUC Expiry Date');
      const insuranceNumber = need('insuranceNumber', M.insuranceNumberRequired);
      const insuranceExpiryDate = date('insuranceExpiryDate', M.insuranceExpiryRequired, 'Insurance Expiry Date');
      const status = (val('status').toUpperCase() || 'ACTIVE') as VehicleStatus;
      if (!VEHICLE_STATUSES.includes(status)) fail('status', M.statusRequired);
      const seatsText = val('seats');
      const seats = seatsText ? Number(seatsText) : null;
      if (seats !== null && (!Number.isInteger(seats) || seats < 1 || seats > MAX_VEHICLE_SEATS))
        fail('seats', `Seats must be a whole number from 1 to ${MAX_VEHICLE_SEATS}.`);
      if (vehicleName.length > 100) fail('vehicleName', 'Vehicle name is at most 100 characters.');
      if (vehicleNumber.length > 20) fail('vehicleNumber', 'Vehicle number is at most 20 characters.');
      if (insuranceNumber.length > 40) fail('insuranceNumber', 'Insurance number is at most 40 characters.');
      if (vehicleNumber) {
        const key = numberKey(vehicleNumber);
        const first = inFile.get(key);
        if (first !== undefined) fail('vehicleNumber', `This vehicle number is already on row ${first} of the file.`);
        else if (await owner(VEHICLE_NUMBER_SCOPE(ctx.instituteId), key)) fail('vehicleNumber', M.duplicateVehicleNumber);
        else inFile.set(key, row);
      }
      if (errors.length === before) {
        const fields = {
          ...{ vehicleName, vehicleNumber, rcNumber, rcExpiryDate, pucNumber, pucExpiryDate, insuranceNumber, insuranceExpiryDate },
          ...{ status, seats, imageKey: null },
        };
        vehicles.push({ row, fields });
      }
    } else if (type === 'ROUTE') {
      const startFrom = val('routeName');
      if (!startFrom) fail('routeName', M.routeNameRequired);
      else if (startFrom.length > 100) fail('routeName', 'Route name is at most 100 characters.');
      const startTime = val('startTime');
      const startAt = startTime ? startAtOf(startTime) : null;
      if (!startTime) fail('startTime', M.startTimeRequired);
      else if (!startAt) fail('startTime', M.startTimeInvalid);
      const vehicleNumber = val('vehicleNumber').replace(/\s+/g, ' ').toUpperCase();
      if (!vehicleNumber) fail('vehicleNumber', M.vehicleRequired);
      const licence = val('driverLicenseNumber');
      let driverId: string | null = null;
      if (!licence) fail('driverLicenseNumber', M.driverRequired);
      else {
        driverId = await owner(LICENCE_SCOPE(ctx.instituteId), numberKey(licence));
        const d = driverId ? await rt.commands.state(driverDecider, driverStream(driverId), ctx) : null;
        if (!d?.fields || d.deleted) fail('driverLicenseNumber', `${M.driverMissing} (${licence})`);
      }
      const email = val('inChargeEmail').toLowerCase();
      let inChargeId: string | null = null;
      if (email) {
        const userId = await owner(EMAIL_SCOPE, email);
        inChargeId = userId && (await memberInRoles(rt, ctx.instituteId, userId, ['TEACHER'])) ? userId : null;
        if (!inChargeId) fail('inChargeEmail', `${M.teacherMissing} (${email})`);
      }
      if (vehicleNumber) {
        const fine = errors.length === before;
        routes.push({ row, startFrom, startTime, startAt: startAt ?? '', vehicleNumber, driverId: driverId ?? '', inChargeId, fine });
      }
    } else {
      fail('type', type ? `Type must be VEHICLE or ROUTE, not ${val('type')}.` : 'Type is required: VEHICLE or ROUTE.');
    }
  }

  // A route's vehicle: an active vehicle of the institute, or a vehicle row of this file (active).
  const fileVehicles = new Map(vehicles.map((g) => [numberKey(g.fields.vehicleNumber), g]));
  const checkedRoutes: GoodRoute[] = [];
  for (const r of routes) {
    const key = numberKey(r.vehicleNumber);
    const mine = fileVehicles.get(key);
    let active = mine ? mine.fields.status === 'ACTIVE' : null;
    if (!mine) {
      const id = await owner(VEHICLE_NUMBER_SCOPE(ctx.instituteId), key);
      const s = id ? await rt.commands.state(vehicleDecider, vehicleStream(id), ctx) : null;
      active = s?.fields && !s.deleted ? s.fields.status === 'ACTIVE' : null;
    }
    if (active === null) errors.push({ row: r.row, field: 'vehicleNumber', message: `${M.vehicleMissing} (${r.vehicleNumber})` });
    else if (!active) errors.push({ row: r.row, field: 'vehicleNumber', message: M.vehicleInactive });
    else if (r.fine) checkedRoutes.push(r);
  }
  const good = vehicles.length + checkedRoutes.length;
  errors.sort((a, b) => a.row - b.row);
  if (dryRun) return { good, imported: 0, errors };

  let imported = 0;
  const bulkCtx = { ...ctx, idempotencyKey: undefined };
  for (const g of vehicles) {
    try {
      await addVehicle(rt, ctx, idFor(bulkCtx, 'vehicle'), g.fields, 'BULK');
      imported++;
    } catch (err) {
      errors.push({ row: g.row, field: 'row', message: (err as Error).message });
    }
  }
  for (const r of checkedRoutes) {
    try {
      const vehicleId = await owner(VEHICLE_NUMBER_SCOPE(ctx.instituteId), numberKey(r.vehicleNumber));
      if (!vehicleId) throw new Error(`${M.vehicleMissing} (${r.vehicleNumber})`);
      const fields: TransportRouteFields = {
        startFrom: r.startFrom,
        startTime: r.startTime,
        startAt: r.startAt,
        vehicleId,
        driverId: r.driverId,
        inChargeId: r.inChargeId,
      };
      await createRoute(rt, ctx, idFor(bulkCtx, 'transport-route'), fields, 'BULK');
      imported++;
    } catch (err) {
      errors.push({ row: r.row, field: 'row', message: (err as Error).message });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { good, imported, errors };
}
