import {
  TRANSPORT_MESSAGES as M,
  type DriverEvent,
  type DriverFields,
  type EventMetadata,
  type TransportRouteEvent,
  type TransportRouteFields,
  type VehicleEvent,
  type VehicleFields,
} from '@school/contracts';
import type { Decider } from '../../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../../platform/errors.js';

export const vehicleStream = (id: string) => `vehicle-${id}`;
export const driverStream = (id: string) => `driver-${id}`;
export const transportRouteStream = (id: string) => `transportRoute-${id}`;

export interface Stamp {
  at: string;
  by: string;
}

/** One record (a vehicle, a driver, a route): its fields now, whether deleted, and when it was made and last changed. */
export interface RecordState<F> {
  id: string | null;
  fields: F | null;
  deleted: boolean;
  created: Stamp | null;
  updated: Stamp | null;
}
export type VehicleState = RecordState<VehicleFields>;
export type DriverState = RecordState<DriverFields>;
export type TransportRouteState = RecordState<TransportRouteFields>;

type Source = 'FORM' | 'BULK';
export type VehicleCommand =
  | { type: 'AddVehicle'; data: { vehicleId: string; fields: VehicleFields; source: Source } }
  /** `riders`: students on the routes this vehicle serves (seats may not go below). */
  | { type: 'UpdateVehicle'; data: { fields: Partial<VehicleFields>; riders: number } }
  /** `routes`: routes this vehicle serves now (deleting is refused while any). */
  | { type: 'DeleteVehicle'; data: { routes: number } };
export type DriverCommand =
  | { type: 'AddDriver'; data: { driverId: string; fields: DriverFields; source: Source } }
  | { type: 'UpdateDriver'; data: { fields: Partial<DriverFields> } }
  | { type: 'DeleteDriver'; data: { routes: number } };
export type TransportRouteCommand =
  | { type: 'CreateTransportRoute'; data: { routeId: string; fields: TransportRouteFields; source: Source } }
  | { type: 'UpdateTransportRoute'; data: { fields: Partial<TransportRouteFields> } }
  /** `riders`: students on the route now. */
  | { type: 'DeleteTransportRoute'; data: { riders: number } };

type Meta = { metadata?: Pick<EventMetadata, 'occurredAt' | 'actorId'> };
const stampOf = (e: Meta): Stamp | null => (e.metadata ? { at: e.metadata.occurredAt, by: e.metadata.actorId } : null);

export const VEHICLE_KEYS: (keyof VehicleFields)[] = [
  'vehicleName',
  'vehicleNumber',
  'rcNumber',
  'rcExpiryDate',
  'pucNumber',
  'pucExpiryDate',
  'insuranceNumber',
  'insuranceExpiryDate',
  'status',
  'seats',
  'imageKey',
];
export const DRIVER_KEYS: (keyof DriverFields)[] = ['name', 'phoneNumber', 'drivingLicenseNumber', 'licenseExpiryDate', 'photoKey'];
export const ROUTE_KEYS: (keyof TransportRouteFields)[] = ['startFrom', 'startTime', 'startAt', 'vehicleId', 'driverId', 'inChargeId'];

/** The keys whose value the command changes, and those values (undefined in `next` leaves a key as it is). */
export function changesOf<F extends object>(keys: (keyof F)[], current: F, next: Partial<F>): { changed: string[]; fields: Partial<F> } {
  const changed = keys.filter((k) => next[k] !== undefined && next[k] !== current[k]);
  return { changed: changed.map(String), fields: Object.fromEntries(changed.map((k) => [k, next[k]])) as Partial<F> };
}

/** The live record of a stream: a missing or deleted one is a 404 with `message`. */
export function liveFields<F>(state: RecordState<F>, message: string): F {
  if (!state.fields || state.deleted) throw notFound(message);
  return state.fields;
}

const initial = <F>(): RecordState<F> => ({ id: null, fields: null, deleted: false, created: null, updated: null });

/** The evolve shared by the three records: added (with its id key), updated (changed fields), deleted. */
function evolveRecord<F>(idKey: string, names: { added: string; updated: string; deleted: string }) {
  return (state: RecordState<F>, event: { type: string; data: Record<string, unknown> } & Meta): RecordState<F> => {
    const stamp = stampOf(event);
    if (event.type === names.added) {
      const { [idKey]: id, source: _s, ...fields } = event.data;
      return { ...state, id: String(id), fields: fields as F, created: stamp, updated: stamp };
    }
    if (event.type === names.updated && state.fields) {
      const { [idKey]: _i, changed: _c, ...fields } = event.data;
      return { ...state, fields: { ...state.fields, ...(fields as Partial<F>) }, updated: stamp };
    }
    if (event.type === names.deleted) return { ...state, deleted: true, updated: stamp };
    return state;
  };
}

/** A vehicle (000 §3 Vehicle): added once, edited field by field, deleted when no route uses it. */
export const vehicleDecider: Decider<VehicleState, VehicleCommand, VehicleEvent> = {
  initialState: initial<VehicleFields>,
  evolve: evolveRecord<VehicleFields>('vehicleId', { added: 'VehicleAdded', updated: 'VehicleUpdated', deleted: 'VehicleDeleted' }) as (
    s: VehicleState,
    e: VehicleEvent,
  ) => VehicleState,
  decide(command, state) {
    switch (command.type) {
      case 'AddVehicle': {
        if (state.fields) throw conflict(M.duplicateVehicleNumber);
        const { vehicleId, fields, source } = command.data;
        return [{ type: 'VehicleAdded', data: { vehicleId, ...fields, source } }];
      }
      case 'UpdateVehicle': {
        const current = liveFields(state, M.vehicleMissing);
        const { changed, fields } = changesOf(VEHICLE_KEYS, current, command.data.fields);
        if (changed.length === 0) return [];
        const seats = fields.seats === undefined ? current.seats : fields.seats;
        if (changed.includes('seats') && seats !== null && seats < command.data.riders)
          throw conflict(M.seatsBelowRiders(command.data.riders));
        return [{ type: 'VehicleUpdated', data: { vehicleId: state.id!, ...fields, changed } }];
      }
      case 'DeleteVehicle': {
        liveFields(state, M.vehicleMissing);
        if (command.data.routes > 0) throw conflict(M.vehicleInUse);
        return [{ type: 'VehicleDeleted', data: { vehicleId: state.id! } }];
      }
    }
  },
};

/** A driver (000 §3 Driver). */
export const driverDecider: Decider<DriverState, DriverCommand, DriverEvent> = {
  initialState: initial<DriverFields>,
  evolve: evolveRecord<DriverFields>('driverId', { added: 'DriverAdded', updated: 'DriverUpdated', deleted: 'DriverDeleted' }) as (
    s: DriverState,
    e: DriverEvent,
  ) => DriverState,
  decide(command, state) {
    switch (command.type) {
      case 'AddDriver': {
        if (state.fields) throw conflict(M.duplicateLicence);
        const { driverId, fields, source } = command.data;
        return [{ type: 'DriverAdded', data: { driverId, ...fields, source } }];
      }
      case 'UpdateDriver': {
        const current = liveFields(state, M.driverMissing);
        const { changed, fields } = changesOf(DRIVER_KEYS, current, command.data.fields);
        return changed.length === 0 ? [] : [{ type: 'DriverUpdated', data: { driverId: state.id!, ...fields, changed } }];
      }
      case 'DeleteDriver': {
        liveFields(state, M.driverMissing);
        if (command.data.routes > 0) throw conflict(M.driverInUse);
        return [{ type: 'DriverDeleted', data: { driverId: state.id! } }];
      }
    }
  },
};

/** "HH:MM", the time of day a route starts. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A transport route (000 §3 Transport route). Its vehicle (active), driver and teacher in charge are checked by the
 * route handler against their own streams and identity before the command (they live elsewhere); here: a start time
 * of day, a route with riders is not deleted.
 */
export const transportRouteDecider: Decider<TransportRouteState, TransportRouteCommand, TransportRouteEvent> = {
  initialState: initial<TransportRouteFields>,
  evolve: evolveRecord<TransportRouteFields>('routeId', {
    added: 'TransportRouteCreated',
    updated: 'TransportRouteUpdated',
    deleted: 'TransportRouteDeleted',
  }) as (s: TransportRouteState, e: TransportRouteEvent) => TransportRouteState,
  decide(command, state) {
    switch (command.type) {
      case 'CreateTransportRoute': {
        if (state.fields) throw conflict('This route already exists.');
        const { routeId, fields, source } = command.data;
        if (!HH_MM.test(fields.startAt)) throw badRequest(M.startTimeInvalid);
        return [{ type: 'TransportRouteCreated', data: { routeId, ...fields, source } }];
      }
      case 'UpdateTransportRoute': {
        const current = liveFields(state, M.routeMissing);
        if (command.data.fields.startAt !== undefined && !HH_MM.test(command.data.fields.startAt)) throw badRequest(M.startTimeInvalid);
        const { changed, fields } = changesOf(ROUTE_KEYS, current, command.data.fields);
        return changed.length === 0 ? [] : [{ type: 'TransportRouteUpdated', data: { routeId: state.id!, ...fields, changed } }];
      }
      case 'DeleteTransportRoute': {
        liveFields(state, M.routeMissing);
        if (command.data.riders > 0) throw conflict(M.routeHasRiders);
        return [{ type: 'TransportRouteDeleted', data: { routeId: state.id! } }];
      }
    }
  },
};
