import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { transportDriverProjection, transportRouteProjection, transportVehicleProjection } from './fleet.js';

const spec = projectionSpec(transportVehicleProjection, transportDriverProjection, transportRouteProjection);
const { event } = spec;
const vehicle = {
  vehicleId: 'v1',
  vehicleName: 'School Bus 1',
  vehicleNumber: 'MH 12 AB 1234',
  rcNumber: '1001',
  rcExpiryDate: '2027-01-01',
  pucNumber: '2002',
  pucExpiryDate: '2027-02-01',
  insuranceNumber: 'INS-1',
  insuranceExpiryDate: '2027-03-01',
  status: 'ACTIVE',
  seats: 40,
  imageKey: null,
  source: 'FORM',
};

describe('transport fleet projections', () => {
  it('vehicles: added, edited field by field (seats to none), deleted', async () => {
    const s = { streamId: 'vehicle-v1' };
    const rows = await spec
      .given(event('VehicleAdded', vehicle, s))
      .when(
        event('VehicleUpdated', { vehicleId: 'v1', status: 'INACTIVE', seats: null, changed: ['status', 'seats'] }, s),
        event('VehicleUpdated', { vehicleId: 'v1', vehicleName: 'Bus One', changed: ['vehicleName'] }, s),
      )
      .then('transport_vehicle');
    expect(rows.map((r) => [r.vehicle_name, r.status, r.seats, r.rc_expiry_date, r.deleted_at])).toEqual([
      ['Bus One', 'INACTIVE', null, '2027-01-01', null],
    ]);
    const gone = await spec
      .given(event('VehicleAdded', vehicle, s))
      .when(event('VehicleDeleted', { vehicleId: 'v1' }, s))
      .then('transport_vehicle');
    expect(gone[0]!.deleted_at).not.toBeNull();
  });

  it('drivers and routes: a row each, the route keeps its start time and ids', async () => {
    const drivers = await spec
      .given()
      .when(
        event(
          'DriverAdded',
          {
            driverId: 'd1',
            name: 'Ramesh',
            phoneNumber: '9876500011',
            drivingLicenseNumber: 'L1',
            licenseExpiryDate: '2028-01-01',
            photoKey: null,
            source: 'FORM',
          },
          { streamId: 'driver-d1' },
        ),
        event('DriverUpdated', { driverId: 'd1', phoneNumber: '9876500012', changed: ['phoneNumber'] }, { streamId: 'driver-d1' }),
      )
      .then('transport_driver');
    expect(drivers.map((d) => [d.name, d.phone_number, d.license_expiry_date])).toEqual([['Ramesh', '9876500012', '2028-01-01']]);
    const s = { streamId: 'transportRoute-r1' };
    const routes = await spec
      .given()
      .when(
        event(
          'TransportRouteCreated',
          {
            routeId: 'r1',
            startFrom: 'Kothrud',
            startTime: '2026-11-25T01:40:00.000Z',
            startAt: '07:10',
            vehicleId: 'v1',
            driverId: 'd1',
            inChargeId: 't1',
            source: 'FORM',
          },
          s,
        ),
        event('TransportRouteUpdated', { routeId: 'r1', inChargeId: null, startAt: '07:20', changed: ['inChargeId', 'startAt'] }, s),
      )
      .then('transport_route');
    expect(routes.map((r) => [r.start_from, r.start_at, r.vehicle_id, r.driver_id, r.in_charge_id])).toEqual([
      ['Kothrud', '07:20', 'v1', 'd1', null],
    ]);
  });
});
