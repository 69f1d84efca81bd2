import {
  DriverBody,
  TRANSPORT_MESSAGES,
  TransportRouteBody,
  VehicleBody,
  type Driver,
  type TransportRoute,
  type TransportRouteBody as RouteBody,
  type Vehicle,
} from '@school/contracts';
import { Type } from '@sinclair/typebox';
// Relative, not '@/lib/…': the unit spec beside this file runs without the client's alias.
import { pick, schemaResolver } from '../../../../lib/schema-form';
import type { DriverInput, VehicleInput } from '../api/fleet-form-data';
import { expiryChecks, localClock, startTimeIso } from './fleet-dates';

/* The fleet forms' values, checks (the contract's messages, 000 §5) and bodies, without React. */

export const emptyVehicle: VehicleInput = {
  vehicleName: '',
  vehicleNumber: '',
  rcNumber: '',
  rcExpiryDate: '',
  pucNumber: '',
  pucExpiryDate: '',
  insuranceNumber: '',
  insuranceExpiryDate: '',
  status: '',
  seats: '',
  image: null,
};

export const vehicleValues = (v: Vehicle): VehicleInput => ({
  vehicleName: v.vehicleName,
  vehicleNumber: v.vehicleNumber,
  rcNumber: v.rcNumber,
  rcExpiryDate: v.rcExpiryDate.slice(0, 10),
  pucNumber: v.pucNumber,
  pucExpiryDate: v.pucExpiryDate.slice(0, 10),
  insuranceNumber: v.insuranceNumber,
  insuranceExpiryDate: v.insuranceExpiryDate.slice(0, 10),
  status: v.status,
  seats: v.seats === null ? '' : String(v.seats),
  image: null,
});

/** 000 §5 Vehicle; the papers' expiry dates required here (the contract's date fields take ''). */
export const vehicleResolver = schemaResolver<VehicleInput>(
  pick(VehicleBody, [
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
  ]),
  (v) =>
    expiryChecks(v, {
      rcExpiryDate: { required: TRANSPORT_MESSAGES.rcExpiryRequired, label: 'RC Expiry Date' },
      pucExpiryDate: { required: TRANSPORT_MESSAGES.pucExpiryRequired, label: 'PUC Expiry Date' },
      insuranceExpiryDate: { required: TRANSPORT_MESSAGES.insuranceExpiryRequired, label: 'Insurance Expiry Date' },
    }),
  // Seats left empty are not sent (not limited); the image is checked by the server's file store.
  { toBody: ({ image: _image, seats, ...v }) => ({ ...v, seats: seats.trim() || undefined }) },
);

export const emptyDriver: DriverInput = { name: '', phoneNumber: '', drivingLicenseNumber: '', licenseExpiryDate: '', photo: null };

export const driverValues = (d: Driver): DriverInput => ({
  name: d.name,
  phoneNumber: d.phoneNumber,
  drivingLicenseNumber: d.drivingLicenseNumber,
  licenseExpiryDate: d.licenseExpiryDate.slice(0, 10),
  photo: null,
});

const DRIVER_FIELDS = pick(DriverBody, ['name', 'phoneNumber', 'drivingLicenseNumber', 'licenseExpiryDate']);
const licenceCheck = (v: DriverInput) =>
  expiryChecks(v, { licenseExpiryDate: { required: TRANSPORT_MESSAGES.licenceExpiryRequired, label: 'License Expiry Date' } });
const noPhoto = { toBody: ({ photo: _photo, ...v }: DriverInput) => v };

/** Add New Driver (000 §5, §9): 'Driver Number is required.', 'Minimum 10 digits required'. */
export const driverCreateResolver = schemaResolver<DriverInput>(DRIVER_FIELDS, licenceCheck, noPhoto);
/** The driver edit drawer reads 'Phone Number is required.' for an empty phone (000 §5); the rest as on create. */
export const driverEditResolver = schemaResolver<DriverInput>(
  Type.Object({
    ...DRIVER_FIELDS.properties,
    phoneNumber: Type.String({ ...DriverBody.properties.phoneNumber, 'x-message': TRANSPORT_MESSAGES.phoneRequired }),
  }),
  licenceCheck,
  noPhoto,
);

/** A picked vehicle, driver or teacher. */
export interface Picked {
  _id: string;
  label: string;
  detail?: string;
}

export interface RouteValues {
  startFrom: string;
  /** HH:MM from the time input; sent as today's date with this time (000 §7). */
  startTime: string;
  vehicle: Picked | null;
  driver: Picked | null;
  inCharge: Picked | null;
}

export const emptyRoute: RouteValues = { startFrom: '', startTime: '', vehicle: null, driver: null, inCharge: null };

/** The JSON body of transport/create and transport/update/:id (no teacher: null). */
export const routeBody = (v: RouteValues, now: Date = new Date()): RouteBody => ({
  startFrom: v.startFrom.trim(),
  startTime: startTimeIso(v.startTime, now),
  vehicle: v.vehicle?._id ?? '',
  driver: v.driver?._id ?? '',
  inCharge: v.inCharge?._id ?? null,
});

export const routeValues = (r: TransportRoute): RouteValues => ({
  startFrom: r.startFrom,
  // The time sent was the viewer's clock: read it back on that clock, so saving unchanged keeps the same start.
  startTime: localClock(r.startTime) ?? r.startAt.slice(0, 5),
  vehicle: r.vehicle ? { _id: r.vehicle._id, label: `${r.vehicle.vehicleNumber} (${r.vehicle.vehicleName})` } : null,
  driver: r.driver ? { _id: r.driver._id, label: r.driver.name, detail: r.driver.phoneNumber } : null,
  inCharge: r.inCharge ? { _id: r.inCharge._id, label: r.inCharge.displayName } : null,
});

/** 000 §5 Transport route; the teacher in charge is optional. */
export const routeResolver = schemaResolver<RouteValues>(TransportRouteBody, undefined, { toBody: (v) => ({ ...routeBody(v) }) });
