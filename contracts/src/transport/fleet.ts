import { Type, type Static } from '@sinclair/typebox';
import { DateField } from '../dates.js';
import { FilePart, IdParams, Ok, PageQuery, Paged, required } from '../envelope.js';

/**
 * Transport: vehicles, drivers and routes (000 §2 Add New Transport / Vehicle / Driver, Driver Details, Vehicle
 * Details, the edit drawers; §3 Vehicle, Driver, Transport route; §4 vehicle status; §5; §7; §9 driver phone; 001 §2
 * transport dashboard; issue 18 §1, §3). Streams: `vehicle-<id>`, `driver-<id>`, `transportRoute-<id>`.
 *
 * Who: "office" = SUPER_ADMIN, ADMIN, and MANAGER / STAFF with the permission module `transport`.
 * - POST   vehicle/create        multipart VehicleBody (+ image)   → VehicleReply ('Vehicle added successfully')
 * - PUT    vehicle/update/:id    multipart VehicleBody (+ image)   → VehicleReply ('Vehicle updated successfully')
 * - DELETE vehicle/delete/:id                                      → VehicleReply ('Vehicle deleted successfully'); 409 while a route uses it
 * - GET    vehicle?perPage=20&pageNo&searchTitle&status             → VehicleList (search: name or number)
 * - GET    vehicle/:id                                             → VehicleReply (Vehicle Details)
 * - POST   driver/create         multipart DriverBody (+ photo)    → DriverReply ('Driver added successfully')
 * - PUT    driver/update/:id     multipart DriverBody (+ photo)    → DriverReply ('Driver updated successfully')
 * - DELETE driver/delete/:id                                       → DriverReply; 409 while a route uses them
 * - GET    driver?perPage=20&pageNo&searchTitle                     → DriverList (search: name, phone or licence)
 * - GET    driver/:id                                              → DriverReply (Driver Details)
 * - POST   transport/create      TransportRouteBody (JSON)         → TransportRouteReply ('Transport added successfully')
 * - PUT    transport/update/:id  TransportRouteBody (JSON)         → TransportRouteReply ('Transport updated successfully')
 * - DELETE transport/delete/:id                                    → TransportRouteReply; 409 while students ride it
 * - GET    transport?perPage=20&pageNo&searchTitle                  → TransportRouteList (search: route name, vehicle, driver)
 * - GET    transport/:id                                           → TransportRouteReply
 * - GET    transport/history/:kind/:id  (kind vehicle|driver|route) → HistoryReply (the record's History drawer)
 * - GET    dashboard/admin/transport-stat                          → TransportStatReply
 * - POST   transport/bulk        multipart file, webUrl, dryRun      → bulk reply (vehicles or routes; see the sample)
 */

export const VEHICLE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
/** 000 §9: a driver's phone has at least this many digits. */
export const DRIVER_PHONE_MIN = 10;
/** Seats a vehicle may declare (a bus of 80 is the largest we expect; 200 leaves room). */
export const MAX_VEHICLE_SEATS = 200;
/** Vehicle papers and licences are flagged this many days before they expire (issue 18 §2). */
export const TRANSPORT_EXPIRY_NOTICE_DAYS = 30;

export const TRANSPORT_MESSAGES = {
  // 000 §5 Transport route.
  routeNameRequired: 'Route name is required.',
  startTimeRequired: 'From time is required.',
  vehicleRequired: 'Vehicle number is required.',
  driverRequired: 'Driver name is required.',
  // 000 §5 Vehicle (the insurance number's message reads 'RC Number is required.' in the spec; kept).
  vehicleNameRequired: 'Vehicle name is required.',
  vehicleNumberRequired: 'Vehicle number is required.',
  rcNumberRequired: 'RC Number is required.',
  rcExpiryRequired: 'RC Expiry Date is required.',
  insuranceNumberRequired: 'RC Number is required.',
  insuranceExpiryRequired: 'Insurance Expiry Date is required.',
  pucNumberRequired: 'PUC Number is required.',
  pucExpiryRequired: 'PUC Expiry Date is required.',
  statusRequired: 'Vehicle status is required.',
  // 000 §5 Driver.
  driverNameRequired: 'Driver name is required.',
  driverNumberRequired: 'Driver Number is required.',
  phoneRequired: 'Phone Number is required.',
  phoneMin: 'Minimum 10 digits required',
  licenceRequired: 'Driving License Number is required.',
  licenceExpiryRequired: 'License Expiry Date is required.',
  // Designed (docs/api.md "Transport").
  numeric: (label: string) => `${label} must be a number.`,
  vehicleMissing: 'Vehicle not found.',
  driverMissing: 'Driver not found.',
  routeMissing: 'Route not found.',
  startTimeInvalid: 'From time must be a time of day (HH:MM or an ISO date-time).',
  teacherMissing: 'Teacher in charge not found.',
  vehicleInactive: 'This vehicle is inactive: choose an active vehicle.',
  duplicateVehicleNumber: 'A vehicle with this number already exists.',
  duplicateLicence: 'A driver with this licence number already exists.',
  vehicleInUse: 'This vehicle serves a route: give the route another vehicle first.',
  driverInUse: 'This driver drives a route: give the route another driver first.',
  routeHasRiders: 'Students ride this route: move them to another route first.',
  vehicleTooSmall: (seats: number, riders: number) =>
    `This vehicle has ${seats} seats and would carry ${riders} students: choose a larger vehicle or move students first.`,
  seatsBelowRiders: (riders: number) => `This vehicle carries ${riders} students on its routes: seats cannot be fewer.`,
} as const;

const Digits = (message: string, label: string) =>
  Type.String({
    minLength: 1,
    maxLength: 30,
    pattern: '^[0-9]+$',
    'x-message': message,
    'x-pattern-invalid': TRANSPORT_MESSAGES.numeric(label),
  });
/**
 * A paper's expiry: a day (YYYY-MM-DD or an ISO date-time), never empty. The session window (1950 to 15 years ahead):
 * an RC runs 15 years and a driving licence up to 20, further than the calendar window's 5.
 */
const Expiry = (message: string, label: string) => DateField('session', label, { minLength: 1, 'x-message': message });

/** POST vehicle/create, PUT vehicle/update/:id (multipart; 000 §7). `seats` is ours (issue 18 §2). */
export const VehicleBody = Type.Object({
  vehicleName: required(TRANSPORT_MESSAGES.vehicleNameRequired, { maxLength: 100 }),
  vehicleNumber: required(TRANSPORT_MESSAGES.vehicleNumberRequired, { maxLength: 20 }),
  rcNumber: Digits(TRANSPORT_MESSAGES.rcNumberRequired, 'RC Number'),
  rcExpiryDate: Expiry(TRANSPORT_MESSAGES.rcExpiryRequired, 'RC Expiry Date'),
  pucNumber: Digits(TRANSPORT_MESSAGES.pucNumberRequired, 'PUC Number'),
  pucExpiryDate: Expiry(TRANSPORT_MESSAGES.pucExpiryRequired, 'PUC Expiry Date'),
  insuranceNumber: required(TRANSPORT_MESSAGES.insuranceNumberRequired, { maxLength: 40 }),
  insuranceExpiryDate: Expiry(TRANSPORT_MESSAGES.insuranceExpiryRequired, 'Insurance Expiry Date'),
  status: Type.Union(
    VEHICLE_STATUSES.map((s) => Type.Literal(s)),
    { 'x-message': TRANSPORT_MESSAGES.statusRequired },
  ),
  /** Seats for students (absent: not limited). */
  seats: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_VEHICLE_SEATS })),
  image: FilePart('A photo of the vehicle (PNG, JPEG or WebP)'),
});
export type VehicleBody = Static<typeof VehicleBody>;

/** 000 §3 Vehicle, as the lists, Vehicle Details and the edit drawer read it. Dates are YYYY-MM-DD. */
export const Vehicle = Type.Object({
  _id: Type.String(),
  vehicleName: Type.String(),
  vehicleNumber: Type.String(),
  rcNumber: Type.String(),
  rcExpiryDate: Type.String(),
  pucNumber: Type.String(),
  pucExpiryDate: Type.String(),
  insuranceNumber: Type.String(),
  insuranceExpiryDate: Type.String(),
  status: Type.Union(VEHICLE_STATUSES.map((s) => Type.Literal(s))),
  seats: Type.Union([Type.Integer(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  /** Routes this vehicle serves. */
  routes: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Vehicle = Static<typeof Vehicle>;
export const VehicleReply = Ok(Vehicle);
export const VehicleList = Paged(Vehicle);
export const VehicleListQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(Type.Union(VEHICLE_STATUSES.map((s) => Type.Literal(s)))) }),
]);
export type VehicleListQuery = Static<typeof VehicleListQuery>;

/** POST driver/create, PUT driver/update/:id (multipart; 000 §7). */
export const DriverBody = Type.Object({
  name: required(TRANSPORT_MESSAGES.driverNameRequired, { maxLength: 100 }),
  phoneNumber: Type.String({
    minLength: DRIVER_PHONE_MIN,
    maxLength: 15,
    pattern: '^[0-9]+$',
    'x-message': TRANSPORT_MESSAGES.driverNumberRequired,
    'x-invalid': TRANSPORT_MESSAGES.phoneMin,
  }),
  drivingLicenseNumber: required(TRANSPORT_MESSAGES.licenceRequired, { maxLength: 30 }),
  licenseExpiryDate: Expiry(TRANSPORT_MESSAGES.licenceExpiryRequired, 'License Expiry Date'),
  photo: FilePart('The driver’s photo (PNG, JPEG or WebP)'),
});
export type DriverBody = Static<typeof DriverBody>;

/** 000 §3 Driver. */
export const Driver = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  phoneNumber: Type.String(),
  drivingLicenseNumber: Type.String(),
  licenseExpiryDate: Type.String(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  /** Routes this driver drives. */
  routes: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Driver = Static<typeof Driver>;
export const DriverReply = Ok(Driver);
export const DriverList = Paged(Driver);

/** POST transport/create, PUT transport/update/:id (JSON; 000 §7). */
export const TransportRouteBody = Type.Object({
  startFrom: required(TRANSPORT_MESSAGES.routeNameRequired, { maxLength: 100 }),
  /** ISO date-time: the client sends today's date with the chosen time; the server keeps the time of day. */
  startTime: DateField('calendar', 'From time', { minLength: 1, 'x-message': TRANSPORT_MESSAGES.startTimeRequired }),
  /** Vehicle id. */
  vehicle: required(TRANSPORT_MESSAGES.vehicleRequired, { maxLength: 64 }),
  /** Driver id. */
  driver: required(TRANSPORT_MESSAGES.driverRequired, { maxLength: 64 }),
  /** Teacher id (optional; '' or null for none). */
  inCharge: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
});
export type TransportRouteBody = Static<typeof TransportRouteBody>;

const Ref = <T extends Record<string, ReturnType<typeof Type.String>>>(fields: T) => Type.Object({ _id: Type.String(), ...fields });

/** 000 §3 Transport route, with its vehicle, driver and teacher in charge named. */
export const TransportRoute = Type.Object({
  _id: Type.String(),
  startFrom: Type.String(),
  /** ISO date-time as sent; `startAt` is its time of day in the institute's zone, HH:MM. */
  startTime: Type.String(),
  startAt: Type.String(),
  vehicle: Type.Union([
    Type.Composite([
      Ref({ vehicleName: Type.String(), vehicleNumber: Type.String() }),
      Type.Object({ seats: Type.Union([Type.Integer(), Type.Null()]) }),
    ]),
    Type.Null(),
  ]),
  driver: Type.Union([Ref({ name: Type.String(), phoneNumber: Type.String() }), Type.Null()]),
  inCharge: Type.Union([Ref({ displayName: Type.String() }), Type.Null()]),
  /** Stops and students on the route (the riders' read model; 0 until stops are added). */
  stops: Type.Integer(),
  riders: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type TransportRoute = Static<typeof TransportRoute>;
export const TransportRouteReply = Ok(TransportRoute);
export const TransportRouteList = Paged(TransportRoute);

export const TransportIdParams = IdParams;
export const TransportHistoryParams = Type.Object({
  kind: Type.Union([Type.Literal('vehicle'), Type.Literal('driver'), Type.Literal('route')]),
  id: Type.String({ minLength: 1, maxLength: 64 }),
});
export type TransportHistoryParams = Static<typeof TransportHistoryParams>;

/** A paper or licence that expires within TRANSPORT_EXPIRY_NOTICE_DAYS (or has expired). */
export const ExpiringPaper = Type.Object({
  kind: Type.Union([Type.Literal('RC'), Type.Literal('PUC'), Type.Literal('INSURANCE'), Type.Literal('LICENCE')]),
  /** Vehicle or driver id. */
  ownerId: Type.String(),
  /** 'MH 12 AB 1234 (School Bus 1)' or the driver's name. */
  ownerLabel: Type.String(),
  number: Type.String(),
  expiryDate: Type.String(),
  /** Days from today (negative: expired). */
  daysLeft: Type.Integer(),
});
export type ExpiringPaper = Static<typeof ExpiringPaper>;

/** dashboard/admin/transport-stat (001 §3), with what expires soon (issue 18 §2). */
export const TransportStat = Type.Object({
  totalVehicle: Type.Integer(),
  activeVehicle: Type.Integer(),
  totalDriver: Type.Integer(),
  totalRoute: Type.Integer(),
  totalRider: Type.Integer(),
  expiringSoon: Type.Array(ExpiringPaper),
});
export type TransportStat = Static<typeof TransportStat>;
export const TransportStatReply = Ok(TransportStat);

// ---------------------------------------------------------------------------------------------------------------
// Events.

export interface VehicleFields {
  vehicleName: string;
  vehicleNumber: string;
  rcNumber: string;
  /** YYYY-MM-DD. */
  rcExpiryDate: string;
  pucNumber: string;
  pucExpiryDate: string;
  insuranceNumber: string;
  insuranceExpiryDate: string;
  status: VehicleStatus;
  seats: number | null;
  /** Stored file key of the image (files module), or null. */
  imageKey: string | null;
}
export interface VehicleAdded {
  type: 'VehicleAdded';
  data: VehicleFields & { vehicleId: string; source: 'FORM' | 'BULK' };
}
/** Fields changed; `changed` names the keys. */
export interface VehicleUpdated {
  type: 'VehicleUpdated';
  data: Partial<VehicleFields> & { vehicleId: string; changed: string[] };
}
export interface VehicleDeleted {
  type: 'VehicleDeleted';
  data: { vehicleId: string };
}

export interface DriverFields {
  name: string;
  phoneNumber: string;
  drivingLicenseNumber: string;
  licenseExpiryDate: string;
  photoKey: string | null;
}
export interface DriverAdded {
  type: 'DriverAdded';
  data: DriverFields & { driverId: string; source: 'FORM' | 'BULK' };
}
export interface DriverUpdated {
  type: 'DriverUpdated';
  data: Partial<DriverFields> & { driverId: string; changed: string[] };
}
export interface DriverDeleted {
  type: 'DriverDeleted';
  data: { driverId: string };
}

export interface TransportRouteFields {
  startFrom: string;
  /** ISO date-time as sent. */
  startTime: string;
  /** HH:MM in the institute's zone. */
  startAt: string;
  vehicleId: string;
  driverId: string;
  inChargeId: string | null;
}
export interface TransportRouteCreated {
  type: 'TransportRouteCreated';
  data: TransportRouteFields & { routeId: string; source: 'FORM' | 'BULK' };
}
export interface TransportRouteUpdated {
  type: 'TransportRouteUpdated';
  data: Partial<TransportRouteFields> & { routeId: string; changed: string[] };
}
export interface TransportRouteDeleted {
  type: 'TransportRouteDeleted';
  data: { routeId: string };
}

export type VehicleEvent = VehicleAdded | VehicleUpdated | VehicleDeleted;
export type DriverEvent = DriverAdded | DriverUpdated | DriverDeleted;
export type TransportRouteEvent = TransportRouteCreated | TransportRouteUpdated | TransportRouteDeleted;
