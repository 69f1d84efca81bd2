import type { RecordedEvent, TransportFareEvent, TransportRidersEvent } from '@school/contracts';
import { ErrorReply, HistoryReply, RouteIdParams } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { TypedApp } from '../../../platform/http/typed.js';
import { readHistory, type HistoryDescription } from '../../../platform/audit/index.js';
import { authOf } from '../../../platform/http/access.js';
import { ok } from '../../../platform/http/reply.js';
import { studentCards } from '../../people/index.js';
import { transportRidersStream } from './decider.js';
import { OFFICE, routeOf } from './shared.js';

const LABELS: Record<string, string> = { name: 'Name', pickupAt: 'Pickup time', fare: 'Monthly fare' };

/** Describes a route's stop and rider events (others' routes give nothing); names from `nameOf`, stops from the log. */
export function ridersDescriber(routeId: string, nameOf: (studentId: string) => string) {
  const stops: Record<string, { name: string; pickupAt: string; fare: number }> = {};
  const stopName = (id: string) => stops[id]?.name ?? 'a stop';
  return (e: RecordedEvent): HistoryDescription | null => {
    const ev = e as unknown as TransportRidersEvent | TransportFareEvent;
    switch (ev.type) {
      case 'TransportStopAdded': {
        const d = ev.data;
        stops[d.stopId] = { name: d.name, pickupAt: d.pickupAt, fare: d.fare };
        if (d.routeId !== routeId) return null;
        return {
          summary: `Stop added: ${d.name}`,
          changes: [
            { label: 'Pickup time', after: d.pickupAt },
            { label: 'Monthly fare', after: d.fare },
          ],
        };
      }
      case 'TransportStopUpdated': {
        const d = ev.data as TransportStopUpdatedData;
        const before = stops[d.stopId];
        const changes = d.changed.map((k) => ({
          label: LABELS[k] ?? k,
          before: (before?.[k as keyof typeof before] as string | number | undefined) ?? null,
          after: (d[k] as string | number | undefined) ?? null,
        }));
        if (before) stops[d.stopId] = { ...before, ...Object.fromEntries(d.changed.map((k) => [k, d[k]])) };
        return d.routeId === routeId ? { summary: `Stop edited: ${stopName(d.stopId)}`, changes } : null;
      }
      case 'TransportStopDeleted':
        return ev.data.routeId === routeId ? { summary: `Stop deleted: ${stopName(ev.data.stopId)}` } : null;
      case 'TransportRiderAssigned': {
        const d = ev.data;
        const who = nameOf(d.studentId);
        const reason = d.reason ? { reason: d.reason } : {};
        if (d.routeId === routeId) {
          if (!d.from) return { summary: `${who} assigned to ${stopName(d.stopId)}`, ...reason };
          if (d.from.routeId === routeId) {
            return {
              summary: `${who} moved to another stop`,
              changes: [{ label: 'Stop', before: stopName(d.from.stopId), after: stopName(d.stopId) }],
              ...reason,
            };
          }
          return { summary: `${who} moved here from another route, to ${stopName(d.stopId)}`, ...reason };
        }
        if (d.from?.routeId === routeId) return { summary: `${who} moved to another route`, ...reason };
        return null;
      }
      case 'TransportRiderRemoved':
        return ev.data.routeId === routeId
          ? { summary: `${nameOf(ev.data.studentId)} removed from ${stopName(ev.data.stopId)}`, reason: ev.data.reason }
          : null;
      default:
        return null;
    }
  };
}
type TransportStopUpdatedData = Extract<TransportRidersEvent, { type: 'TransportStopUpdated' }>['data'] & Record<string, unknown>;

/** `GET transport/riders/history/:routeId`: the route page's History drawer (stops and riders, oldest first). */
export function ridersHistoryRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/transport/riders/history/:routeId',
    {
      config: { access: OFFICE, module: 'transport', readModels: ['app_user', 'student'] },
      schema: { tags: ['transport'], params: RouteIdParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const route = await routeOf(rt, auth.instituteId, req.params.routeId);
      const stream = transportRidersStream(auth.instituteId);
      const events = await rt.store.readStream(stream);
      const ids = events.flatMap((e) => {
        const s = (e.data as { studentId?: unknown }).studentId;
        return typeof s === 'string' ? [s] : [];
      });
      const cards = await studentCards(rt, ids);
      const data = await readHistory(rt, {
        streams: [stream],
        instituteId: auth.instituteId,
        describe: ridersDescriber(route.routeId, (id) => cards.get(id)?.displayName ?? 'A student'),
      });
      return ok('Route history', data);
    },
  );
}
