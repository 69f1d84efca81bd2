import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { transportFaresProjection, transportRidersProjection, transportStopsProjection } from './riders.js';

const spec = projectionSpec(transportStopsProjection, transportRidersProjection, transportFaresProjection);
const { event } = spec;
const s = { streamId: 'transportRiders-i1' };
const stop = (stopId: string, name: string) =>
  event('TransportStopAdded', { stopId, routeId: 'r1', name, pickupAt: '07:10', fare: 900 }, s);

describe('transport riders projections', () => {
  it('stops: added, edited, deleted (kept, marked)', async () => {
    const rows = await spec
      .given()
      .when(
        stop('s1', 'Gate'),
        stop('s2', 'Market'),
        event('TransportStopUpdated', { stopId: 's1', routeId: 'r1', fare: 1100, changed: ['fare'] }, s),
        event('TransportStopDeleted', { stopId: 's2', routeId: 'r1' }, s),
      )
      .then('transport_stop', 'id');
    expect(rows.map((r) => [r.id, r.name, Number(r.fare), r.deleted])).toEqual([
      ['s1', 'Gate', 1100, false],
      ['s2', 'Market', 900, true],
    ]);
  });

  it('riders: assigned, moved (keeping the day joined within a route), removed; a replay brings no one back', async () => {
    const rows = await spec
      .given(stop('s1', 'Gate'), stop('s2', 'Market'))
      .when(
        event('TransportRiderAssigned', { studentId: 'a', routeId: 'r1', stopId: 's1', from: null, reason: null }, s),
        event('TransportRiderAssigned', { studentId: 'b', routeId: 'r1', stopId: 's1', from: null, reason: null }, s),
        event(
          'TransportRiderAssigned',
          { studentId: 'a', routeId: 'r1', stopId: 's2', from: { routeId: 'r1', stopId: 's1' }, reason: 'Moved' },
          s,
        ),
        event('TransportRiderRemoved', { studentId: 'b', routeId: 'r1', stopId: 's1', reason: 'Left' }, s),
      )
      .then('transport_rider', 'student_id');
    expect(rows.map((r) => [r.student_id, r.stop_id, r.removed])).toEqual([
      ['a', 's2', false],
      ['b', 's1', true],
    ]);
  });

  it('fares: the charges raised, and those stopped', async () => {
    const plan = (chargeId: string, periodStart: string) => ({
      chargeId,
      studentId: 'a',
      stopId: 's1',
      amount: 900,
      periodStart,
      periodEnd: periodStart,
      dueDate: periodStart,
    });
    const f = { streamId: 'transportFare-f1' };
    const rows = await spec
      .given()
      .when(
        event(
          'TransportFareCharged',
          {
            fareId: 'f1',
            routeId: 'r1',
            feeId: 'x',
            feeTitle: 'Bus',
            startDate: '2026-11-01',
            endDate: '2026-12-31',
            dueDay: null,
            charges: [plan('c1', '2026-11-01'), plan('c2', '2026-12-01')],
          },
          f,
        ),
        event('TransportFareStopped', { fareId: 'f1', routeId: 'r1', studentId: 'a', chargeIds: ['c2'], reason: 'Left' }, f),
      )
      .then('transport_fare_charge', 'charge_id');
    expect(rows.map((r) => [r.charge_id, r.stopped])).toEqual([
      ['c1', false],
      ['c2', true],
    ]);
  });
});
