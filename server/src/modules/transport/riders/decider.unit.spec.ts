import { describe, expect, it } from 'vitest';
import { TRANSPORT_RIDER_MESSAGES as M, type ExpiringPaper, type TransportRidersEvent } from '@school/contracts';
import { deciderSpec } from '../../../platform/testing/decider-spec.js';
import { fareDecider, paperNoticesDecider, ridersDecider, type RidersCommand } from './decider.js';

const spec = deciderSpec(ridersDecider);
const stop = (stopId: string, routeId = 'r1', name = `Stop ${stopId}`): TransportRidersEvent => ({
  type: 'TransportStopAdded',
  data: { stopId, routeId, name, pickupAt: '07:10', fare: 1200 },
});
const rode = (studentId: string, stopId: string, routeId = 'r1'): TransportRidersEvent => ({
  type: 'TransportRiderAssigned',
  data: { studentId, routeId, stopId, from: null, reason: null },
});
const assign = (studentId: string, stopId: string, seats: number | null, routeId = 'r1', reason: string | null = null): RidersCommand => ({
  type: 'AssignRider',
  data: { studentId, routeId, stopId, seats, reason },
});

describe('riders decider: stops', () => {
  it('adds a stop with a trimmed name, refuses the same name on the route, allows it on another', () => {
    spec
      .given()
      .when({ type: 'AddStop', data: { stopId: 's1', routeId: 'r1', name: '  Gate 1 ', pickupAt: '07:10', fare: 900 } })
      .then([{ type: 'TransportStopAdded', data: { stopId: 's1', routeId: 'r1', name: 'Gate 1', pickupAt: '07:10', fare: 900 } }]);
    spec
      .given(stop('s1', 'r1', 'Gate 1'))
      .when({ type: 'AddStop', data: { stopId: 's2', routeId: 'r1', name: 'gate 1', pickupAt: '07:20', fare: 900 } })
      .thenThrows({ message: M.duplicateStop, status: 409 });
    spec
      .given(stop('s1', 'r1', 'Gate 1'))
      .when({ type: 'AddStop', data: { stopId: 's2', routeId: 'r2', name: 'Gate 1', pickupAt: '07:20', fare: 900 } })
      .then([{ type: 'TransportStopAdded', data: { stopId: 's2', routeId: 'r2', name: 'Gate 1', pickupAt: '07:20', fare: 900 } }]);
  });

  it('edits only what changed, nothing when nothing did; a missing stop is a 404', () => {
    spec
      .given(stop('s1'))
      .when({ type: 'UpdateStop', data: { stopId: 's1', name: 'Stop s1', pickupAt: '07:30', fare: 1200 } })
      .then([{ type: 'TransportStopUpdated', data: { stopId: 's1', routeId: 'r1', pickupAt: '07:30', changed: ['pickupAt'] } }]);
    spec
      .given(stop('s1'))
      .when({ type: 'UpdateStop', data: { stopId: 's1', fare: 1200 } })
      .then([]);
    spec
      .given()
      .when({ type: 'UpdateStop', data: { stopId: 'x', fare: 1 } })
      .thenThrows({ message: M.stopMissing, status: 404 });
  });

  it('refuses to delete a stop while students ride to it, deletes it once they left', () => {
    spec
      .given(stop('s1'), rode('a', 's1'))
      .when({ type: 'DeleteStop', data: { stopId: 's1' } })
      .thenThrows({ message: M.stopHasRiders(1), status: 409 });
    spec
      .given(stop('s1'), rode('a', 's1'), {
        type: 'TransportRiderRemoved',
        data: { studentId: 'a', routeId: 'r1', stopId: 's1', reason: 'Left' },
      })
      .when({ type: 'DeleteStop', data: { stopId: 's1' } })
      .then([{ type: 'TransportStopDeleted', data: { stopId: 's1', routeId: 'r1' } }]);
  });
});

describe('riders decider: riders', () => {
  it('assigns a student; a stop of another route is a 404', () => {
    spec
      .given(stop('s1'))
      .when(assign('a', 's1', 2))
      .then([rode('a', 's1')]);
    spec
      .given(stop('s1', 'r2'))
      .when(assign('a', 's1', 2))
      .thenThrows({ message: M.stopMissing, status: 404 });
  });

  it('never exceeds the seats: the next assignment is refused, a move within the route is not', () => {
    spec
      .given(stop('s1'), stop('s2'), rode('a', 's1'), rode('b', 's1'))
      .when(assign('c', 's2', 2))
      .thenThrows({ message: M.full(2), status: 409 });
    spec
      .given(stop('s1'), stop('s2'), rode('a', 's1'), rode('b', 's1'))
      .when(assign('a', 's2', 2, 'r1', 'Moved house'))
      .then([
        {
          type: 'TransportRiderAssigned',
          data: { studentId: 'a', routeId: 'r1', stopId: 's2', from: { routeId: 'r1', stopId: 's1' }, reason: 'Moved house' },
        },
      ]);
    spec
      .given(stop('s1'), rode('a', 's1'), rode('b', 's1'))
      .when(assign('c', 's1', null))
      .then([rode('c', 's1')]);
  });

  it('decides racing assignments one after the other: of two for the last seat, the second is refused', () => {
    const given = [stop('s1'), rode('a', 's1')];
    const first = ridersDecider.decide(assign('b', 's1', 2), given.reduce(ridersDecider.evolve, ridersDecider.initialState()));
    const after = [...given, ...first].reduce(ridersDecider.evolve, ridersDecider.initialState());
    expect(() => ridersDecider.decide(assign('c', 's1', 2), after)).toThrow(M.full(2));
  });

  it('keeps a student on one route: assigning elsewhere is a move from the old route', () => {
    spec
      .given(stop('s1'), stop('t1', 'r2'), rode('a', 's1'))
      .when(assign('a', 't1', 10, 'r2'))
      .then([
        {
          type: 'TransportRiderAssigned',
          data: { studentId: 'a', routeId: 'r2', stopId: 't1', from: { routeId: 'r1', stopId: 's1' }, reason: null },
        },
      ]);
    const state = [
      stop('s1'),
      stop('t1', 'r2'),
      rode('a', 's1'),
      {
        type: 'TransportRiderAssigned' as const,
        data: { studentId: 'a', routeId: 'r2', stopId: 't1', from: { routeId: 'r1', stopId: 's1' }, reason: null },
      },
    ].reduce(ridersDecider.evolve, ridersDecider.initialState());
    expect(Object.values(state.riders).map((r) => [r.studentId, r.routeId])).toEqual([['a', 'r2']]);
    spec
      .given(stop('s1'), rode('a', 's1'))
      .when(assign('a', 's1', 10))
      .thenThrows({ message: M.alreadyThere, status: 409 });
  });

  it('removes a rider with a reason; one not riding is a 404', () => {
    spec
      .given(stop('s1'), rode('a', 's1'))
      .when({ type: 'RemoveRider', data: { studentId: 'a', reason: ' Left school ' } })
      .then([{ type: 'TransportRiderRemoved', data: { studentId: 'a', routeId: 'r1', stopId: 's1', reason: 'Left school' } }]);
    spec
      .given(stop('s1'), rode('a', 's1'))
      .when({ type: 'RemoveRider', data: { studentId: 'a', reason: ' ' } })
      .thenThrows({ message: M.reasonRequired, status: 400 });
    spec
      .given()
      .when({ type: 'RemoveRider', data: { studentId: 'a', reason: 'x' } })
      .thenThrows({ message: M.notRiding, status: 404 });
  });
});

describe('fare decider', () => {
  const plan = (id: string) => ({
    chargeId: id,
    studentId: 'a',
    stopId: 's1',
    amount: 900,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    dueDate: '2026-11-10',
  });
  const data = (ids: string[]) => ({
    fareId: 'f1',
    routeId: 'r1',
    feeId: 'fee',
    feeTitle: 'Bus',
    startDate: '2026-11-01',
    endDate: '2027-03-31',
    dueDay: 10,
    charges: ids.map(plan),
  });
  it('records only charges not recorded before: twice charges nothing new', () => {
    deciderSpec(fareDecider)
      .given()
      .when({ type: 'ChargeFare', data: data(['c1']) })
      .then([{ type: 'TransportFareCharged', data: data(['c1']) }]);
    deciderSpec(fareDecider)
      .given({ type: 'TransportFareCharged', data: data(['c1']) })
      .when({ type: 'ChargeFare', data: data(['c1']) })
      .then([]);
    deciderSpec(fareDecider)
      .given({ type: 'TransportFareCharged', data: data(['c1']) })
      .when({ type: 'ChargeFare', data: data(['c1', 'c2']) })
      .then([{ type: 'TransportFareCharged', data: data(['c2']) }]);
  });
  it('stops a rider’s charges once', () => {
    deciderSpec(fareDecider)
      .given({ type: 'TransportFareCharged', data: data(['c1']) })
      .when({ type: 'StopFare', data: { studentId: 'a', chargeIds: ['c1'], reason: 'Left' } })
      .then([{ type: 'TransportFareStopped', data: { fareId: 'f1', routeId: 'r1', studentId: 'a', chargeIds: ['c1'], reason: 'Left' } }]);
    deciderSpec(fareDecider)
      .given(
        { type: 'TransportFareCharged', data: data(['c1']) },
        { type: 'TransportFareStopped', data: { fareId: 'f1', routeId: 'r1', studentId: 'a', chargeIds: ['c1'], reason: 'Left' } },
      )
      .when({ type: 'StopFare', data: { studentId: 'a', chargeIds: ['c1'], reason: 'Left' } })
      .then([]);
  });
});

describe('paper notices decider', () => {
  const paper: ExpiringPaper = {
    kind: 'INSURANCE',
    ownerId: 'v1',
    ownerLabel: 'MH 12 (Bus 1)',
    number: 'IN-1',
    expiryDate: '2026-12-09',
    daysLeft: 14,
  };
  it('notifies a paper once per expiry date; a renewed paper with a new date again', () => {
    const sent = { type: 'TransportPaperExpiring' as const, data: { ...paper, recipients: ['u1'] } };
    deciderSpec(paperNoticesDecider)
      .given()
      .when({ type: 'NotifyExpiringPapers', data: { papers: [paper], recipients: ['u1'] } })
      .then([sent]);
    deciderSpec(paperNoticesDecider)
      .given(sent)
      .when({ type: 'NotifyExpiringPapers', data: { papers: [{ ...paper, daysLeft: 13 }], recipients: ['u1'] } })
      .then([]);
    const renewed = { ...paper, expiryDate: '2027-12-09', daysLeft: 5 };
    deciderSpec(paperNoticesDecider)
      .given(sent)
      .when({ type: 'NotifyExpiringPapers', data: { papers: [renewed], recipients: ['u1'] } })
      .then([{ type: 'TransportPaperExpiring', data: { ...renewed, recipients: ['u1'] } }]);
  });
});
