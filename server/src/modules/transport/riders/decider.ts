import {
  MAX_STOPS_PER_ROUTE,
  TRANSPORT_RIDER_MESSAGES as M,
  type EventMetadata,
  type ExpiringPaper,
  type TransportFareChargePlan,
  type TransportFareCharged,
  type TransportFareEvent,
  type TransportPaperExpiring,
  type TransportRidersEvent,
  type TransportStopFields,
} from '@school/contracts';
import type { Decider } from '../../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../../platform/errors.js';

/** Every stop and rider of an institute's routes: one stream, so seats and "one route per student" are one decision. */
export const transportRidersStream = (instituteId: string) => `transportRiders-${instituteId}`;
export const transportFareStream = (fareId: string) => `transportFare-${fareId}`;
export const transportPaperNoticesStream = (instituteId: string) => `transportPaperNotices-${instituteId}`;

export interface StopState extends TransportStopFields {
  stopId: string;
  routeId: string;
  deleted: boolean;
}
export interface RiderState {
  studentId: string;
  routeId: string;
  stopId: string;
  /** When the student was put on this route (ISO); a move within a route keeps it. */
  since: string;
}
export interface RidersState {
  stops: Record<string, StopState>;
  riders: Record<string, RiderState>;
}

export type RidersCommand =
  | { type: 'AddStop'; data: TransportStopFields & { stopId: string; routeId: string } }
  | { type: 'UpdateStop'; data: Partial<TransportStopFields> & { stopId: string } }
  | { type: 'DeleteStop'; data: { stopId: string } }
  | {
      type: 'AssignRider';
      /** `seats`: the route's vehicle's seats now (null: not limited), read from the fleet by the route. */
      data: { studentId: string; routeId: string; stopId: string; seats: number | null; reason: string | null };
    }
  | { type: 'RemoveRider'; data: { studentId: string; reason: string } };

type Folded = TransportRidersEvent & { metadata?: Pick<EventMetadata, 'occurredAt'> };

const FIELDS: (keyof TransportStopFields)[] = ['name', 'pickupAt', 'fare'];
const key = (name: string) => name.trim().toLowerCase();

/** A live stop of this institute; a missing or deleted one is a 404. */
export function liveStop(state: RidersState, stopId: string): StopState {
  const s = state.stops[stopId];
  if (!s || s.deleted) throw notFound(M.stopMissing);
  return s;
}

/** The live stops of a route, by pickup time then name. */
export const stopsOf = (state: RidersState, routeId: string) =>
  Object.values(state.stops)
    .filter((s) => s.routeId === routeId && !s.deleted)
    .sort((a, b) => a.pickupAt.localeCompare(b.pickupAt) || a.name.localeCompare(b.name));

export const ridersOf = (state: RidersState, pick: (r: RiderState) => boolean) => Object.values(state.riders).filter(pick);

function assertUniqueName(state: RidersState, routeId: string, name: string, except: string | null) {
  if (stopsOf(state, routeId).some((s) => s.stopId !== except && key(s.name) === key(name))) throw conflict(M.duplicateStop);
}

/**
 * The stops and riders of an institute's routes. A student rides at most one route (assigning elsewhere is a move,
 * recorded with where from); a route's riders never exceed its vehicle's seats, however many assignments race (they are
 * decided on this one stream); a stop with riders is not deleted.
 */
export const ridersDecider: Decider<RidersState, RidersCommand, TransportRidersEvent> = {
  initialState: () => ({ stops: {}, riders: {} }),
  evolve(state, event: Folded) {
    switch (event.type) {
      case 'TransportStopAdded': {
        const { stopId, routeId, name, pickupAt, fare } = event.data;
        return { ...state, stops: { ...state.stops, [stopId]: { stopId, routeId, name, pickupAt, fare, deleted: false } } };
      }
      case 'TransportStopUpdated': {
        const s = state.stops[event.data.stopId];
        if (!s) return state;
        const { stopId: _s, routeId: _r, changed: _c, ...fields } = event.data;
        return { ...state, stops: { ...state.stops, [s.stopId]: { ...s, ...fields } } };
      }
      case 'TransportStopDeleted': {
        const s = state.stops[event.data.stopId];
        if (!s) return state;
        return { ...state, stops: { ...state.stops, [s.stopId]: { ...s, deleted: true } } };
      }
      case 'TransportRiderAssigned': {
        const d = event.data;
        const before = state.riders[d.studentId];
        const since = before && before.routeId === d.routeId ? before.since : (event.metadata?.occurredAt ?? new Date(0).toISOString());
        return {
          ...state,
          riders: { ...state.riders, [d.studentId]: { studentId: d.studentId, routeId: d.routeId, stopId: d.stopId, since } },
        };
      }
      case 'TransportRiderRemoved': {
        const { [event.data.studentId]: _gone, ...riders } = state.riders;
        return { ...state, riders };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddStop': {
        const d = command.data;
        if (state.stops[d.stopId]) throw conflict('This stop already exists.');
        const name = d.name.trim();
        if (!name) throw badRequest(M.stopNameRequired);
        assertUniqueName(state, d.routeId, name, null);
        if (stopsOf(state, d.routeId).length >= MAX_STOPS_PER_ROUTE) throw conflict(M.tooManyStops);
        return [{ type: 'TransportStopAdded', data: { stopId: d.stopId, routeId: d.routeId, name, pickupAt: d.pickupAt, fare: d.fare } }];
      }
      case 'UpdateStop': {
        const d = command.data;
        const s = liveStop(state, d.stopId);
        const next = { ...d, ...(d.name !== undefined ? { name: d.name.trim() } : {}) };
        if (next.name !== undefined && !next.name) throw badRequest(M.stopNameRequired);
        if (next.name !== undefined) assertUniqueName(state, s.routeId, next.name, s.stopId);
        const changed = FIELDS.filter((k) => next[k] !== undefined && next[k] !== s[k]);
        if (changed.length === 0) return [];
        const fields = Object.fromEntries(changed.map((k) => [k, next[k]])) as Partial<TransportStopFields>;
        return [{ type: 'TransportStopUpdated', data: { stopId: s.stopId, routeId: s.routeId, ...fields, changed } }];
      }
      case 'DeleteStop': {
        const s = liveStop(state, command.data.stopId);
        const n = ridersOf(state, (r) => r.stopId === s.stopId).length;
        if (n > 0) throw conflict(M.stopHasRiders(n));
        return [{ type: 'TransportStopDeleted', data: { stopId: s.stopId, routeId: s.routeId } }];
      }
      case 'AssignRider': {
        const d = command.data;
        const stop = liveStop(state, d.stopId);
        if (stop.routeId !== d.routeId) throw notFound(M.stopMissing);
        const current = state.riders[d.studentId] ?? null;
        if (current && current.stopId === d.stopId) throw conflict(M.alreadyThere);
        const onRoute = ridersOf(state, (r) => r.routeId === d.routeId && r.studentId !== d.studentId).length;
        if (d.seats !== null && onRoute >= d.seats) throw conflict(M.full(d.seats));
        const reason = d.reason?.trim() ? d.reason.trim() : null;
        return [
          {
            type: 'TransportRiderAssigned',
            data: {
              studentId: d.studentId,
              routeId: d.routeId,
              stopId: d.stopId,
              from: current ? { routeId: current.routeId, stopId: current.stopId } : null,
              reason,
            },
          },
        ];
      }
      case 'RemoveRider': {
        const r = state.riders[command.data.studentId];
        if (!r) throw notFound(M.notRiding);
        const reason = command.data.reason.trim();
        if (!reason) throw badRequest(M.reasonRequired);
        return [{ type: 'TransportRiderRemoved', data: { studentId: r.studentId, routeId: r.routeId, stopId: r.stopId, reason } }];
      }
    }
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A fare charged for a route: which charges it raised (so calling again raises only what is new).

export interface FareState {
  fareId: string | null;
  routeId: string | null;
  /** What the fare was charged with (the first call): a rider joining later is charged on these terms. */
  terms: { feeId: string; startDate: string; endDate: string; dueDay: number | null } | null;
  /** chargeId → the plan, and whether it was stopped (cancelled when the rider left). */
  charges: Record<string, TransportFareChargePlan & { stopped: boolean }>;
}
export type FareCommand =
  | { type: 'ChargeFare'; data: TransportFareCharged['data'] }
  | { type: 'StopFare'; data: { studentId: string; chargeIds: string[]; reason: string } };

export const fareDecider: Decider<FareState, FareCommand, TransportFareEvent> = {
  initialState: () => ({ fareId: null, routeId: null, terms: null, charges: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'TransportFareCharged': {
        const charges = { ...state.charges };
        for (const c of event.data.charges) charges[c.chargeId] = { ...c, stopped: false };
        const { feeId, startDate, endDate, dueDay } = event.data;
        return {
          fareId: event.data.fareId,
          routeId: event.data.routeId,
          terms: state.terms ?? { feeId, startDate, endDate, dueDay },
          charges,
        };
      }
      case 'TransportFareStopped': {
        const charges = { ...state.charges };
        for (const id of event.data.chargeIds) if (charges[id]) charges[id] = { ...charges[id], stopped: true };
        return { ...state, charges };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChargeFare': {
        const d = command.data;
        if (state.routeId !== null && state.routeId !== d.routeId) throw conflict('This fare belongs to another route.');
        const fresh = d.charges.filter((c) => !state.charges[c.chargeId]);
        return fresh.length === 0 ? [] : [{ type: 'TransportFareCharged', data: { ...d, charges: fresh } }];
      }
      case 'StopFare': {
        const d = command.data;
        const ids = d.chargeIds.filter(
          (id) => state.charges[id] && !state.charges[id].stopped && state.charges[id].studentId === d.studentId,
        );
        if (ids.length === 0 || !state.routeId || !state.fareId) return [];
        const reason = d.reason.trim();
        if (!reason) throw badRequest(M.reasonRequired);
        return [
          {
            type: 'TransportFareStopped',
            data: { fareId: state.fareId, routeId: state.routeId, studentId: d.studentId, chargeIds: ids, reason },
          },
        ];
      }
    }
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Expiry notices: once per paper and expiry date (a renewed paper with a new date is notified again).

export interface PaperNoticesState {
  sent: Record<string, true>;
}
export type PaperNoticesCommand = { type: 'NotifyExpiringPapers'; data: { papers: ExpiringPaper[]; recipients: string[] } };

export const paperKey = (p: Pick<ExpiringPaper, 'kind' | 'ownerId' | 'expiryDate'>) => `${p.kind}:${p.ownerId}:${p.expiryDate}`;

export const paperNoticesDecider: Decider<PaperNoticesState, PaperNoticesCommand, TransportPaperExpiring> = {
  initialState: () => ({ sent: {} }),
  evolve: (state, e) => (e.type === 'TransportPaperExpiring' ? { sent: { ...state.sent, [paperKey(e.data)]: true } } : state),
  decide(command, state) {
    const { papers, recipients } = command.data;
    if (recipients.length === 0) return [];
    const seen = new Set<string>();
    const out: TransportPaperExpiring[] = [];
    for (const p of papers) {
      const k = paperKey(p);
      if (state.sent[k] || seen.has(k)) continue;
      seen.add(k);
      const { kind, ownerId, ownerLabel, number, expiryDate, daysLeft } = p;
      out.push({ type: 'TransportPaperExpiring', data: { kind, ownerId, ownerLabel, number, expiryDate, daysLeft, recipients } });
    }
    return out;
  },
};
