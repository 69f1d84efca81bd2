import { describe, expect, it } from 'vitest';
import { driverFormData, fleetFormData, vehicleFormData } from '../api/fleet-form-data';
import { localDay } from './fleet-dates';
import {
  driverCreateResolver,
  driverEditResolver,
  emptyDriver,
  emptyRoute,
  emptyVehicle,
  routeBody,
  routeResolver,
  routeValues,
  vehicleResolver,
} from './fleet-forms';

// The resolvers as react-hook-form calls them: the field → message map of a check.
const messages = async (resolver: (v: never, c: unknown, o: never) => unknown, values: unknown) => {
  const r = (await resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never)) as {
    errors: Record<string, { message?: string }>;
  };
  return Object.fromEntries(Object.entries(r.errors).map(([k, e]) => [k, e.message]));
};

const inAMonth = (() => {
  const d = new Date();
  d.setDate(d.getDate() + 40);
  return localDay(d);
})();
const vehicle = {
  ...emptyVehicle,
  vehicleName: 'School Bus 1',
  vehicleNumber: 'MH 12 AB 1234',
  rcNumber: '445566',
  rcExpiryDate: inAMonth,
  pucNumber: '7788',
  pucExpiryDate: inAMonth,
  insuranceNumber: 'INS-2026-11',
  insuranceExpiryDate: inAMonth,
  status: 'ACTIVE',
};

describe('Add New Vehicle and the vehicle drawer (000 §5)', () => {
  it('says what is missing with the spec’s messages (the insurance number’s reads RC, as the spec has it)', async () => {
    expect(await messages(vehicleResolver, emptyVehicle)).toEqual({
      vehicleName: 'Vehicle name is required.',
      vehicleNumber: 'Vehicle number is required.',
      rcNumber: 'RC Number is required.',
      rcExpiryDate: 'RC Expiry Date is required.',
      pucNumber: 'PUC Number is required.',
      pucExpiryDate: 'PUC Expiry Date is required.',
      insuranceNumber: 'RC Number is required.',
      insuranceExpiryDate: 'Insurance Expiry Date is required.',
      status: 'Vehicle status is required.',
    });
  });
  it('accepts a complete vehicle, seats empty (not limited) or a number', async () => {
    expect(await messages(vehicleResolver, vehicle)).toEqual({});
    expect(await messages(vehicleResolver, { ...vehicle, seats: '40' })).toEqual({});
  });
  it('wants the RC and PUC numbers numeric', async () => {
    expect(await messages(vehicleResolver, { ...vehicle, rcNumber: 'RC-1', pucNumber: '12a' })).toEqual({
      rcNumber: 'RC Number must be a number.',
      pucNumber: 'PUC Number must be a number.',
    });
  });
  it('sends multipart text trimmed, empty seats left out, the image when chosen', () => {
    const image = new File(['x'], 'bus.png', { type: 'image/png' });
    const fd = vehicleFormData({ ...vehicle, vehicleName: ' School Bus 1 ', image });
    expect(fd.get('vehicleName')).toBe('School Bus 1');
    expect(fd.has('seats')).toBe(false);
    expect((fd.get('image') as File).name).toBe('bus.png');
    expect(vehicleFormData(vehicle).has('image')).toBe(false);
  });
});

describe('Add New Driver and the driver drawer (000 §5, §9)', () => {
  const driver = {
    ...emptyDriver,
    name: 'Ramesh Patil',
    phoneNumber: '9876543210',
    drivingLicenseNumber: 'MH12 2011 0012345',
    licenseExpiryDate: inAMonth,
  };
  it('asks for each field; the phone is “Driver Number” on create and “Phone Number” in the drawer', async () => {
    expect(await messages(driverCreateResolver, emptyDriver)).toEqual({
      name: 'Driver name is required.',
      phoneNumber: 'Driver Number is required.',
      drivingLicenseNumber: 'Driving License Number is required.',
      licenseExpiryDate: 'License Expiry Date is required.',
    });
    expect((await messages(driverEditResolver, emptyDriver)).phoneNumber).toBe('Phone Number is required.');
  });
  it('wants 10 digits at least', async () => {
    expect(await messages(driverCreateResolver, { ...driver, phoneNumber: '987654321' })).toEqual({
      phoneNumber: 'Minimum 10 digits required',
    });
    expect(await messages(driverEditResolver, { ...driver, phoneNumber: '98765' })).toEqual({ phoneNumber: 'Minimum 10 digits required' });
    expect(await messages(driverCreateResolver, driver)).toEqual({});
  });
  it('sends the photo under `photo`', () => {
    const photo = new File(['x'], 'ramesh.jpg', { type: 'image/jpeg' });
    const fd = driverFormData({ ...driver, photo });
    expect(Object.fromEntries([...fd.keys()].map((k) => [k, true]))).toEqual({
      name: true,
      phoneNumber: true,
      drivingLicenseNumber: true,
      licenseExpiryDate: true,
      photo: true,
    });
    expect(fleetFormData({ a: '  ', b: ' x ' }).get('b')).toBe('x');
  });
});

describe('Add New Transport and the route drawer (000 §5, §7)', () => {
  it('says what is missing; the teacher in charge is optional', async () => {
    expect(await messages(routeResolver, emptyRoute)).toEqual({
      startFrom: 'Route name is required.',
      startTime: 'From time is required.',
      vehicle: 'Vehicle number is required.',
      driver: 'Driver name is required.',
    });
  });
  it('sends ids, and startTime as today with the chosen time', async () => {
    const values = {
      startFrom: ' Kothrud – Campus ',
      startTime: '07:15',
      vehicle: { _id: 'v1', label: 'MH 12 AB 1234 (School Bus 1)' },
      driver: { _id: 'd1', label: 'Ramesh Patil' },
      inCharge: null,
    };
    expect(await messages(routeResolver, values)).toEqual({});
    const now = new Date(2026, 10, 25, 16, 0);
    expect(routeBody(values, now)).toEqual({
      startFrom: 'Kothrud – Campus',
      startTime: new Date(2026, 10, 25, 7, 15).toISOString(),
      vehicle: 'v1',
      driver: 'd1',
      inCharge: null,
    });
    expect(routeBody({ ...values, inCharge: { _id: 't1', label: 'Asha Kulkarni' } }, now).inCharge).toBe('t1');
  });
  it('fills the drawer from a route', () => {
    const v = routeValues({
      _id: 'r1',
      startFrom: 'Kothrud – Campus',
      startTime: new Date(2026, 10, 25, 7, 15).toISOString(),
      startAt: '07:15',
      vehicle: { _id: 'v1', vehicleName: 'School Bus 1', vehicleNumber: 'MH 12 AB 1234', seats: 40 },
      driver: { _id: 'd1', name: 'Ramesh Patil', phoneNumber: '9876543210' },
      inCharge: null,
      stops: 0,
      riders: 0,
      createdAt: '',
      updatedAt: '',
    });
    expect(v).toMatchObject({
      startFrom: 'Kothrud – Campus',
      startTime: '07:15',
      vehicle: { _id: 'v1', label: 'MH 12 AB 1234 (School Bus 1)' },
    });
  });
});
