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

/** The routes of an institute by id (missing and deleted ones are absent). */
export async function routeSummaries(_db: DB, _instituteId: string, _routeIds: readonly string[]): Promise<Map<string, RouteSummary>> {
  return new Map();
}

/** The routes a teacher is in charge of. */
export async function routesInChargeOf(_db: DB, _instituteId: string, _teacherId: string): Promise<RouteSummary[]> {
  return [];
}

/** The routes a vehicle serves (their ids). */
export async function routeIdsOfVehicle(_db: DB, _instituteId: string, _vehicleId: string): Promise<string[]> {
  return [];
}

/**
 * Vehicle papers (RC, PUC, insurance) and driving licences that expire on or before `lastDay` (YYYY-MM-DD), expired
 * ones included, soonest first; `daysLeft` counted from `today`.
 */
export async function papersExpiring(_db: DB, _instituteId: string, _today: string, _lastDay: string): Promise<ExpiringPaper[]> {
  return [];
}

/** Institutes that have at least one vehicle or driver (for the daily expiry job). */
export async function institutesWithFleet(_db: DB): Promise<string[]> {
  return [];
}
