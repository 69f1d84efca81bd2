import { describe, it } from 'vitest';
import { TRANSPORT_MESSAGES as M, type VehicleEvent, type VehicleFields } from '@school/contracts';
import { deciderSpec } from '../../../platform/testing/decider-spec.js';
import { driverDecider, transportRouteDecider, vehicleDecider } from './decider.js';

const vehicle: VehicleFields = {
  vehicleName: 'School Bus 1',
  vehicleNumber: 'MH 12 AB 1234',
  rcNumber: '1001',
  rcExpiryDate: '2027-01-01',
  pucNumber: '2002',
  pucExpiryDate: '2027-01-01',
  insuranceNumber: 'INS-1',
  insuranceExpiryDate: '2027-01-01',
  status: 'ACTIVE',
  seats: 40,
  imageKey: null,
};
const added: VehicleEvent = { type: 'VehicleAdded', data: { vehicleId: 'v1', ...vehicle, source: 'FORM' } };
const driver = {
  name: 'Ramesh Pawar',
  phoneNumber: '9876500011',
  drivingLicenseNumber: 'MH12 2015',
  licenseExpiryDate: '2028-01-01',
  photoKey: null,
};
const route = {
  startFrom: 'Kothrud – Campus',
  startTime: '2026-11-25T01:40:00.000Z',
  startAt: '07:10',
  vehicleId: 'v1',
  driverId: 'd1',
  inChargeId: null,
};

describe('vehicle decider', () => {
  const spec = deciderSpec(vehicleDecider);
  it('adds a vehicle once', () => {
    spec
      .given()
      .when({ type: 'AddVehicle', data: { vehicleId: 'v1', fields: vehicle, source: 'FORM' } })
      .then([added]);
    spec
      .given(added)
      .when({ type: 'AddVehicle', data: { vehicleId: 'v1', fields: vehicle, source: 'FORM' } })
      .thenThrows({ message: M.duplicateVehicleNumber, status: 409 });
  });
  it('updates only the changed fields and names them; nothing changed is no event', () => {
    spec
      .given(added)
      .when({ type: 'UpdateVehicle', data: { fields: { ...vehicle, status: 'INACTIVE', seats: 32 }, riders: 0 } })
      .then([{ type: 'VehicleUpdated', data: { vehicleId: 'v1', status: 'INACTIVE', seats: 32, changed: ['status', 'seats'] } }]);
    spec
      .given(added)
      .when({ type: 'UpdateVehicle', data: { fields: vehicle, riders: 0 } })
      .then([]);
  });
  it('refuses seats below the students on its routes, and an unknown or deleted vehicle', () => {
    spec
      .given(added)
      .when({ type: 'UpdateVehicle', data: { fields: { seats: 10 }, riders: 12 } })
      .thenThrows({ message: M.seatsBelowRiders(12), status: 409 });
    spec
      .given(added)
      .when({ type: 'UpdateVehicle', data: { fields: { seats: 12 }, riders: 12 } })
      .then([{ type: 'VehicleUpdated', data: { vehicleId: 'v1', seats: 12, changed: ['seats'] } }]);
    spec
      .given()
      .when({ type: 'UpdateVehicle', data: { fields: { seats: 10 }, riders: 0 } })
      .thenThrows({ message: M.vehicleMissing, status: 404 });
    spec
      .given(added, { type: 'VehicleDeleted', data: { vehicleId: 'v1' } })
      .when({ type: 'DeleteVehicle', data: { routes: 0 } })
      .thenThrows({ message: M.vehicleMissing, status: 404 });
  });
  it('deletes a vehicle no route uses', () => {
    spec
      .given(added)
      .when({ type: 'DeleteVehicle', data: { routes: 1 } })
      .thenThrows({ message: M.vehicleInUse, status: 409 });
    spec
      .given(added)
      .when({ type: 'DeleteVehicle', data: { routes: 0 } })
      .then([{ type: 'VehicleDeleted', data: { vehicleId: 'v1' } }]);
  });
});

describe('driver decider', () => {
  const spec = deciderSpec(driverDecider);
  const dAdded = { type: 'DriverAdded' as const, data: { driverId: 'd1', ...driver, source: 'FORM' as const } };
  it('adds, edits the changed fields, deletes a driver no route uses', () => {
    spec
      .given()
      .when({ type: 'AddDriver', data: { driverId: 'd1', fields: driver, source: 'FORM' } })
      .then([dAdded]);
    spec
      .given(dAdded)
      .when({ type: 'UpdateDriver', data: { fields: { ...driver, phoneNumber: '9876500099' } } })
      .then([{ type: 'DriverUpdated', data: { driverId: 'd1', phoneNumber: '9876500099', changed: ['phoneNumber'] } }]);
    spec
      .given(dAdded)
      .when({ type: 'DeleteDriver', data: { routes: 2 } })
      .thenThrows({ message: M.driverInUse, status: 409 });
    spec
      .given(dAdded)
      .when({ type: 'DeleteDriver', data: { routes: 0 } })
      .then([{ type: 'DriverDeleted', data: { driverId: 'd1' } }]);
    spec
      .given()
      .when({ type: 'DeleteDriver', data: { routes: 0 } })
      .thenThrows({ message: M.driverMissing, status: 404 });
  });
});

describe('transport route decider', () => {
  const spec = deciderSpec(transportRouteDecider);
  const created = { type: 'TransportRouteCreated' as const, data: { routeId: 'r1', ...route, source: 'FORM' as const } };
  it('creates a route with a time of day, and refuses one without', () => {
    spec
      .given()
      .when({ type: 'CreateTransportRoute', data: { routeId: 'r1', fields: route, source: 'FORM' } })
      .then([created]);
    spec
      .given()
      .when({ type: 'CreateTransportRoute', data: { routeId: 'r1', fields: { ...route, startAt: '7:10' }, source: 'FORM' } })
      .thenThrows({ message: M.startTimeInvalid, status: 400 });
  });
  it('edits the changed fields; a route with riders is not deleted', () => {
    spec
      .given(created)
      .when({ type: 'UpdateTransportRoute', data: { fields: { ...route, inChargeId: 't1' } } })
      .then([{ type: 'TransportRouteUpdated', data: { routeId: 'r1', inChargeId: 't1', changed: ['inChargeId'] } }]);
    spec
      .given(created)
      .when({ type: 'DeleteTransportRoute', data: { riders: 3 } })
      .thenThrows({ message: M.routeHasRiders, status: 409 });
    spec
      .given(created)
      .when({ type: 'DeleteTransportRoute', data: { riders: 0 } })
      .then([{ type: 'TransportRouteDeleted', data: { routeId: 'r1' } }]);
  });
});
