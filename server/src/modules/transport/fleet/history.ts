import type { RecordedEvent } from '@school/contracts';
import { ErrorReply, HistoryReply, TransportHistoryParams, TRANSPORT_MESSAGES as M } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { TypedApp } from '../../../platform/http/typed.js';
import { readHistory, type HistoryChange, type HistoryDescription } from '../../../platform/audit/index.js';
import { authOf } from '../../../platform/http/access.js';
import { notFound } from '../../../platform/errors.js';
import { ok } from '../../../platform/http/reply.js';
import { driverStream, transportRouteStream, vehicleStream } from './decider.js';
import { OFFICE } from './shared.js';

const LABELS: Record<string, string> = {
  vehicleName: 'Vehicle name',
  vehicleNumber: 'Vehicle number',
  rcNumber: 'RC number',
  rcExpiryDate: 'RC expiry date',
  pucNumber: 'PUC number',
  pucExpiryDate: 'PUC expiry date',
  insuranceNumber: 'Insurance number',
  insuranceExpiryDate: 'Insurance expiry date',
  status: 'Status',
  seats: 'Seats',
  imageKey: 'Image',
  name: 'Name',
  phoneNumber: 'Phone number',
  drivingLicenseNumber: 'Driving licence number',
  licenseExpiryDate: 'Licence expiry date',
  photoKey: 'Photo',
  startFrom: 'Route name',
  startAt: 'Start time',
  vehicleId: 'Vehicle',
  driverId: 'Driver',
  inChargeId: 'Teacher in charge',
};
/** Not shown: files (no value to compare) and the route's sent date-time (its time of day is startAt). */
const HIDDEN = new Set(['startTime', 'vehicleId', 'driverId', 'inChargeId', 'source']);
const FILES = new Set(['imageKey', 'photoKey']);
const KINDS = {
  vehicle: { stream: vehicleStream, noun: 'Vehicle', missing: M.vehicleMissing, idKey: 'vehicleId' },
  driver: { stream: driverStream, noun: 'Driver', missing: M.driverMissing, idKey: 'driverId' },
  route: { stream: transportRouteStream, noun: 'Route', missing: M.routeMissing, idKey: 'routeId' },
} as const;

type Value = string | number | null;

/** Describes a fleet record's events: what it was made with, each edit with the values before and after. */
export function fleetDescriber(noun: string, idKey: string) {
  const prev: Record<string, unknown> = {};
  const value = (k: string, v: unknown): Value => (FILES.has(k) ? (v ? 'Attached' : null) : ((v as Value) ?? null));
  return (e: RecordedEvent): HistoryDescription | null => {
    const d = (e.data ?? {}) as Record<string, unknown>;
    if (/(Added|Created)$/.test(e.type)) {
      Object.assign(prev, d);
      const changes: HistoryChange[] = Object.keys(LABELS)
        .filter((k) => k in d && k !== idKey && !HIDDEN.has(k) && d[k] !== null)
        .map((k) => ({ label: LABELS[k]!, after: value(k, d[k]) }));
      return { summary: `${noun} added${d.source === 'BULK' ? ' (bulk upload)' : ''}`, changes };
    }
    if (e.type.endsWith('Updated')) {
      const changed = Array.isArray(d.changed) ? (d.changed as string[]) : [];
      const changes: HistoryChange[] = changed
        .filter((k) => k !== 'startTime')
        .map((k) => ({ label: LABELS[k] ?? k, before: value(k, prev[k]), after: value(k, d[k]) }));
      for (const k of changed) prev[k] = d[k];
      return { summary: `${noun} edited`, changes };
    }
    if (e.type.endsWith('Deleted')) return { summary: `${noun} deleted` };
    return null;
  };
}

/** `GET transport/history/:kind/:id`: a vehicle's, driver's or route's History drawer (oldest first). */
export function fleetHistoryRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/transport/history/:kind/:id',
    {
      config: { access: OFFICE, module: 'transport', readModels: ['app_user'] },
      schema: { tags: ['transport'], params: TransportHistoryParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const kind = KINDS[req.params.kind];
      const stream = kind.stream(req.params.id);
      const events = await rt.store.readStream(stream);
      if (events.length === 0 || events[0]!.metadata.instituteId !== auth.instituteId) throw notFound(kind.missing);
      const data = await readHistory(rt, {
        streams: [stream],
        instituteId: auth.instituteId,
        describe: fleetDescriber(kind.noun, kind.idKey),
      });
      return ok(`${kind.noun} history`, data);
    },
  );
}
