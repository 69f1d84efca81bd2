import { Type, type Static } from '@sinclair/typebox';
import { Rupees } from '../amounts.js';
import { DateField } from '../dates.js';
import { Ok, PageQuery, Paged, required } from '../envelope.js';

/**
 * Transport riders (issue 18 §2): a route's stops (time, monthly fare), the students assigned to a stop, the fare
 * charged through student fees, and the papers-expiry notices. Owned by the riders slice; see
 * server/src/modules/transport/riders. Streams: `transportRiders-<instituteId>` (stops and riders of every route of
 * the institute: seats and "one route per student" are decided together, docs/decisions/0033),
 * `transportFare-<fareId>` (a fare charged for a route), `transportPaperNotices-<instituteId>` (expiry notices sent).
 *
 * Who: "office" = SUPER_ADMIN, ADMIN, and MANAGER / STAFF with the permission module `transport`.
 * - GET    transport/route-detail/:routeId          → RouteDetailReply (office: header, seats, stops)
 * - POST   transport/stop/create/:routeId  StopBody   → StopReply ('Stop added successfully')
 * - PUT    transport/stop/update/:stopId   StopBody   → StopReply ('Stop updated successfully')
 * - DELETE transport/stop/delete/:stopId              → StopReply ('Stop deleted successfully'); 409 while students ride to it
 * - POST   transport/rider/assign          AssignRiderBody → RiderReply ('Student assigned successfully'; a move says so)
 * - POST   transport/rider/remove/:studentId RemoveRiderBody → RiderReply ('Student removed from the route')
 * - GET    transport/rider?route&perPage&pageNo&searchTitle → RiderList (office)
 * - GET    transport/student/:studentId                → StudentTransportReply (office, the student, their parent)
 * - GET    transport/teacher/routes                    → TeacherRoutesReply (a teacher: the routes in their charge)
 * - POST   transport/fare/:routeId         FareBody    → FareReply ('Fare charged successfully', how many charges)
 * - GET    transport/riders/history/:routeId           → HistoryReply (the route's stops and riders)
 */

export const TRANSPORT_RIDER_MESSAGES = {
  stopNameRequired: 'Stop name is required.',
  pickupAtRequired: 'Pickup time is required.',
  pickupAtInvalid: 'Pickup time must be a time (HH:MM).',
  fareRequired: 'Monthly fare is required.',
  fareInvalid: 'Monthly fare must be a positive amount.',
  studentRequired: 'Student is required.',
  routeRequired: 'Route is required.',
  stopRequired: 'Stop is required.',
  reasonRequired: 'Reason is required.',
  feeRequired: 'Fee is required.',
  startDateRequired: 'Start date is required.',
  endDateRequired: 'End date is required.',
  dueDayInvalid: 'Due day must be a day from 1 to 28.',
  routeMissing: 'Route not found.',
  stopMissing: 'Stop not found.',
  studentMissing: 'Student not found.',
  feeMissing: 'Fee not found.',
  notRiding: 'This student is not on a transport route.',
  duplicateStop: 'A stop with this name already exists on this route.',
  stopHasRiders: (n: number) => `${n} student${n === 1 ? '' : 's'} ride${n === 1 ? 's' : ''} to this stop: move them first.`,
  full: (seats: number) => `This vehicle is full (${seats} seats).`,
  alreadyThere: 'This student is already assigned to this stop.',
  noRiders: 'No students ride this route.',
  tooManyStops: 'A route may have at most 40 stops.',
} as const;

/** Stops on one route at most. */
export const MAX_STOPS_PER_ROUTE = 40;
/** The notification type of a paper or licence about to expire (the admins' inbox). */
export const TRANSPORT_PAPER_EXPIRING = 'TRANSPORT_PAPER_EXPIRING';

const M = TRANSPORT_RIDER_MESSAGES;
const Id = (message: string) => Type.String({ minLength: 1, maxLength: 64, 'x-message': message });

/** POST transport/stop/create/:routeId, PUT transport/stop/update/:stopId. */
export const StopBody = Type.Object({
  name: required(M.stopNameRequired, { maxLength: 100 }),
  /** HH:MM, 24-hour. */
  pickupAt: Type.String({
    minLength: 1,
    maxLength: 5,
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    'x-message': M.pickupAtRequired,
    'x-pattern-invalid': M.pickupAtInvalid,
  }),
  fare: Rupees({ maximum: 100_000, 'x-message': M.fareRequired, 'x-invalid': M.fareInvalid }),
});
export type StopBody = Static<typeof StopBody>;

export const Stop = Type.Object({
  _id: Type.String(),
  routeId: Type.String(),
  name: Type.String(),
  pickupAt: Type.String(),
  fare: Type.Number(),
  riders: Type.Integer(),
});
export type Stop = Static<typeof Stop>;
export const StopReply = Ok(Stop);

export const RouteIdParams = Type.Object({ routeId: Type.String({ minLength: 1, maxLength: 64 }) });
export const StopIdParams = Type.Object({ stopId: Type.String({ minLength: 1, maxLength: 64 }) });
export const RiderStudentParams = Type.Object({ studentId: Type.String({ minLength: 1, maxLength: 64 }) });

const Named = Type.Object({ _id: Type.String(), name: Type.String() });

/** A route as the riders' pages show it (the fleet's read, with the stops and seats of the riders). */
export const RouteDetail = Type.Object({
  _id: Type.String(),
  startFrom: Type.String(),
  startAt: Type.String(),
  vehicle: Type.Object({ _id: Type.String(), vehicleName: Type.String(), vehicleNumber: Type.String() }),
  driver: Type.Object({ _id: Type.String(), name: Type.String(), phoneNumber: Type.String() }),
  inCharge: Type.Union([Named, Type.Null()]),
  /** Null: not limited. */
  seats: Type.Union([Type.Integer(), Type.Null()]),
  riders: Type.Integer(),
  stops: Type.Array(Stop),
});
export type RouteDetail = Static<typeof RouteDetail>;
export const RouteDetailReply = Ok(RouteDetail);

/** POST transport/rider/assign: a student to a stop of a route (moving replaces the old assignment). */
export const AssignRiderBody = Type.Object({
  student: Id(M.studentRequired),
  route: Id(M.routeRequired),
  stop: Id(M.stopRequired),
  /** Why (a move); optional. */
  reason: Type.Optional(Type.String({ maxLength: 300 })),
});
export type AssignRiderBody = Static<typeof AssignRiderBody>;

export const RemoveRiderBody = Type.Object({ reason: required(M.reasonRequired, { maxLength: 300 }) });
export type RemoveRiderBody = Static<typeof RemoveRiderBody>;

export const Rider = Type.Object({
  /** The student's id. */
  _id: Type.String(),
  student: Type.Object({ _id: Type.String(), displayName: Type.String(), registrationNumber: Type.Union([Type.String(), Type.Null()]) }),
  batch: Type.Union([Type.Object({ _id: Type.String(), title: Type.String(), course: Type.String() }), Type.Null()]),
  routeId: Type.String(),
  stop: Type.Object({ _id: Type.String(), name: Type.String(), pickupAt: Type.String(), fare: Type.Number() }),
  assignedAt: Type.String(),
});
export type Rider = Static<typeof Rider>;
export const RiderReply = Ok(Rider);
export const RiderList = Paged(Rider);
export const RiderListQuery = Type.Composite([PageQuery, Type.Object({ route: Type.Optional(Type.String({ maxLength: 64 })) })]);
export type RiderListQuery = Static<typeof RiderListQuery>;

/** GET transport/student/:studentId: the student's assignment, or null when they ride no route. */
export const StudentTransport = Type.Object({
  route: Type.Object({ _id: Type.String(), startFrom: Type.String(), startAt: Type.String() }),
  stop: Type.Object({ _id: Type.String(), name: Type.String(), pickupAt: Type.String(), fare: Type.Number() }),
  vehicle: Type.Object({ vehicleName: Type.String(), vehicleNumber: Type.String() }),
  driver: Type.Object({ name: Type.String(), phoneNumber: Type.String() }),
  inCharge: Type.Union([Named, Type.Null()]),
});
export type StudentTransport = Static<typeof StudentTransport>;
export const StudentTransportReply = Ok(Type.Union([StudentTransport, Type.Null()]));

/** GET transport/teacher/routes: the routes a teacher is in charge of, with stops and riders. */
export const TeacherRoute = Type.Object({
  _id: Type.String(),
  startFrom: Type.String(),
  startAt: Type.String(),
  vehicle: Type.Object({ vehicleName: Type.String(), vehicleNumber: Type.String() }),
  driver: Type.Object({ name: Type.String(), phoneNumber: Type.String() }),
  stops: Type.Array(Stop),
  riders: Type.Array(
    Type.Object({
      _id: Type.String(),
      displayName: Type.String(),
      batch: Type.String(),
      stopName: Type.String(),
      pickupAt: Type.String(),
      /** The first linked parent's phone (the teacher in charge needs it on the bus; docs/security.md). */
      parentPhone: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type TeacherRoute = Static<typeof TeacherRoute>;
export const TeacherRoutesReply = Ok(Type.Array(TeacherRoute));

/** POST transport/fare/:routeId: a monthly charge per rider at their stop's fare, through student fees. */
export const FareBody = Type.Object({
  fees: Id(M.feeRequired),
  startDate: DateField('calendar', 'Start date', { 'x-message': M.startDateRequired }),
  endDate: DateField('calendar', 'End date', { 'x-message': M.endDateRequired }),
  dueDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 28, 'x-invalid': M.dueDayInvalid })),
});
export type FareBody = Static<typeof FareBody>;
export const FareResult = Type.Object({
  /** The fare plan's id (the student charges' `assignmentId`). */
  _id: Type.String(),
  routeId: Type.String(),
  /** Charges raised by this call (0 when called again with nothing new). */
  raised: Type.Integer(),
  /** Riders charged by this call. */
  students: Type.Integer(),
  /** Charges of this fare in all (every call). */
  total: Type.Integer(),
});
export type FareResult = Static<typeof FareResult>;
export const FareReply = Ok(FareResult);

// ---------------------------------------------------------------------------------------------------------------
// Events.

export interface TransportStopFields {
  name: string;
  /** HH:MM. */
  pickupAt: string;
  fare: number;
}
export interface TransportStopAdded {
  type: 'TransportStopAdded';
  data: TransportStopFields & { stopId: string; routeId: string };
}
export interface TransportStopUpdated {
  type: 'TransportStopUpdated';
  data: Partial<TransportStopFields> & { stopId: string; routeId: string; changed: string[] };
}
export interface TransportStopDeleted {
  type: 'TransportStopDeleted';
  data: { stopId: string; routeId: string };
}
/** A student put on a stop; `from` names the assignment it replaces (a move). */
export interface TransportRiderAssigned {
  type: 'TransportRiderAssigned';
  data: {
    studentId: string;
    routeId: string;
    stopId: string;
    from: { routeId: string; stopId: string } | null;
    reason: string | null;
  };
}
export interface TransportRiderRemoved {
  type: 'TransportRiderRemoved';
  data: { studentId: string; routeId: string; stopId: string; reason: string };
}
export type TransportRidersEvent =
  | TransportStopAdded
  | TransportStopUpdated
  | TransportStopDeleted
  | TransportRiderAssigned
  | TransportRiderRemoved;

export interface TransportFareChargePlan {
  chargeId: string;
  studentId: string;
  stopId: string;
  amount: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
}
/** A fare charged for a route's riders (one per call that raised something); the charges live on student-fee streams. */
export interface TransportFareCharged {
  type: 'TransportFareCharged';
  data: {
    fareId: string;
    routeId: string;
    feeId: string;
    feeTitle: string;
    startDate: string;
    endDate: string;
    dueDay: number | null;
    charges: TransportFareChargePlan[];
  };
}
/** A removed rider's future unpaid charges of a fare, cancelled with the reason. */
export interface TransportFareStopped {
  type: 'TransportFareStopped';
  data: { fareId: string; routeId: string; studentId: string; chargeIds: string[]; reason: string };
}
export type TransportFareEvent = TransportFareCharged | TransportFareStopped;

/** A paper or licence about to expire, notified to the admins once per paper and expiry date. */
export interface TransportPaperExpiring {
  type: 'TransportPaperExpiring';
  data: {
    kind: 'RC' | 'PUC' | 'INSURANCE' | 'LICENCE';
    ownerId: string;
    ownerLabel: string;
    number: string;
    expiryDate: string;
    daysLeft: number;
    recipients: string[];
  };
}
