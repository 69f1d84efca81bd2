import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_PAPER_EXPIRING, TRANSPORT_RIDER_MESSAGES as M, type ExpiringPaper } from '@school/contracts';
import { grant, startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';
import type { RouteSummary } from '../server/src/modules/transport/fleet/for-riders.js';
import { setFleetReadsForTests } from '../server/src/modules/transport/riders/fleet-reads.js';
import { notifyExpiringPapers, PAPER_EXPIRY_JOB } from '../server/src/modules/transport/riders/index.js';
import { scheduledJobs } from '../server/src/platform/queue/jobs.js';

/**
 * The fleet (vehicles, drivers, routes) is another slice: the riders read it through one seam (riders/fleet-reads.ts),
 * which this file points at the routes and papers it declares, so the riders' calls are tested on their own
 * (docs/decisions/0033); the real reads are put back after.
 */
const fleet = {
  routes: new Map<string, { instituteId: string; route: RouteSummary }>(),
  papers: new Map<string, ExpiringPaper[]>(),
};
const stubs = {
  routeSummaries: async (_db: unknown, instituteId: string, ids: readonly string[]) =>
    new Map(
      ids.flatMap((id) => {
        const r = fleet.routes.get(id);
        return r && r.instituteId === instituteId ? [[id, r.route] as const] : [];
      }),
    ),
  routesInChargeOf: async (_db: unknown, instituteId: string, teacherId: string) =>
    [...fleet.routes.values()].filter((r) => r.instituteId === instituteId && r.route.inChargeId === teacherId).map((r) => r.route),
  papersExpiring: async (_db: unknown, instituteId: string) => fleet.papers.get(instituteId) ?? [],
  institutesWithFleet: async () => [...fleet.papers.keys()],
};

let t: TestApp;
let admin: Record<string, string>;
let adminB: Record<string, string>;
let at = '';
type Res = { statusCode: number; body: string; json(): any; headers: Record<string, unknown> };
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin): Promise<Res> => {
  const r = (await t.with(headers).send(method, url, payload, { at })) as Res;
  const p = r.headers['x-position'] as string | undefined;
  if (p) at = p;
  return r;
};
const ok = async (p: Promise<Res>) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const refused = async (p: Promise<Res>, status: number, message?: string) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(status);
  if (message) expect(r.json().error).toBe(message);
};
let n = 0;
const route = (instituteId: string, seats: number | null, inChargeId: string | null = null): RouteSummary => {
  const routeId = `route-${++n}-${Math.random().toString(36).slice(2, 8)}`;
  const r: RouteSummary = {
    routeId,
    startFrom: `Route ${n}`,
    startAt: '07:00',
    vehicleId: `v${n}`,
    vehicleName: 'School Bus',
    vehicleNumber: `MH 12 AB ${1000 + n}`,
    seats,
    driverId: `d${n}`,
    driverName: 'Ramesh Patil',
    driverPhone: '9876543210',
    inChargeId,
  };
  fleet.routes.set(routeId, { instituteId, route: r });
  return r;
};
const addStop = async (routeId: string, name: string, pickupAt = '07:15', fare = 1200) =>
  (await ok(call('POST', `transport/stop/create/${routeId}`, { name, pickupAt, fare }))).data as { _id: string };

let world: ReturnType<typeof feeWorld>;
let batch = '';
let student = '';

beforeAll(async () => {
  setFleetReadsForTests(stubs);
  t = await startTestApp();
  admin = await t.as('ADMIN');
  adminB = await t.as('ADMIN', 'b');
  world = feeWorld(t, admin);
  batch = await world.batch();
  student = t.schoolA.users.get('STUDENT')!;
  await world.enrol(student, batch);
});
afterAll(async () => {
  setFleetReadsForTests(null);
  await t?.close();
});

describe('stops', () => {
  it('adds, edits, lists by time and deletes stops, with the contract messages; another institute sees none of it', async () => {
    const r = route(t.schoolA.instituteId, 40);
    const late = await addStop(r.routeId, 'Market', '07:40', 900);
    const early = await addStop(r.routeId, 'Gate', '07:05', 1500);
    await refused(call('POST', `transport/stop/create/${r.routeId}`, { name: 'gate', pickupAt: '07:10', fare: 900 }), 409, M.duplicateStop);
    await refused(call('POST', `transport/stop/create/${r.routeId}`, { name: '', pickupAt: '07:10', fare: 900 }), 400, M.stopNameRequired);
    await refused(call('POST', `transport/stop/create/${r.routeId}`, { name: 'X', pickupAt: '7:1', fare: 900 }), 400, M.pickupAtInvalid);
    await refused(call('POST', `transport/stop/create/${r.routeId}`, { name: 'X', pickupAt: '07:10', fare: -5 }), 400);
    await refused(call('POST', 'transport/stop/create/nope', { name: 'X', pickupAt: '07:10', fare: 9 }), 404, M.routeMissing);
    const edited = await ok(call('PUT', `transport/stop/update/${late._id}`, { name: 'Market', pickupAt: '07:45', fare: 950 }));
    expect(edited.message).toBe('Stop updated successfully');
    expect(edited.data.fare).toBe(950);
    const detail = await ok(call('GET', `transport/route-detail/${r.routeId}`));
    expect(detail.data.stops.map((s: { name: string }) => s.name)).toEqual(['Gate', 'Market']);
    expect(detail.data.seats).toBe(40);
    // School B: the route, the stops and their edits are unknown.
    await refused(call('GET', `transport/route-detail/${r.routeId}`, undefined, adminB), 404);
    await refused(call('PUT', `transport/stop/update/${early._id}`, { name: 'B', pickupAt: '07:45', fare: 950 }, adminB), 404);
    await refused(call('DELETE', `transport/stop/delete/${early._id}`, undefined, adminB), 404);
    const gone = await ok(call('DELETE', `transport/stop/delete/${early._id}`));
    expect(gone.message).toBe('Stop deleted successfully');
    await refused(call('DELETE', `transport/stop/delete/${early._id}`), 404, M.stopMissing);
  });

  it('refuses the calls to a teacher, a student, and a manager without the transport module', async () => {
    const r = route(t.schoolA.instituteId, null);
    await refused(
      call('POST', `transport/stop/create/${r.routeId}`, { name: 'A', pickupAt: '07:10', fare: 9 }, await t.as('TEACHER')),
      403,
    );
    await refused(call('GET', `transport/rider?route=${r.routeId}`, undefined, await t.as('STUDENT')), 403);
    await grant(t, 'MANAGER', ['transport'], 'a', false);
    await refused(call('GET', `transport/route-detail/${r.routeId}`, undefined, await t.as('MANAGER')), 403);
    await grant(t, 'MANAGER', ['transport']);
    await ok(call('GET', `transport/route-detail/${r.routeId}`, undefined, await t.as('MANAGER')));
  });
});

describe('riders', () => {
  it('assigns within the seats, however many race; moves with a record; refuses a stop with riders; removes with a reason', async () => {
    const r = route(t.schoolA.instituteId, 2);
    const s1 = await addStop(r.routeId, 'Gate', '07:05', 1000);
    const s2 = await addStop(r.routeId, 'Square', '07:25', 1200);
    const kids: string[] = [];
    for (let i = 0; i < 4; i++) kids.push(await world.student(batch));
    await t.settle();
    const raced = await Promise.all(
      kids.map((k) => call('POST', 'transport/rider/assign', { student: k, route: r.routeId, stop: s1._id })),
    );
    expect(raced.filter((x) => x.statusCode === 200)).toHaveLength(2);
    const losers = raced.filter((x) => x.statusCode !== 200);
    expect(losers.map((x) => x.statusCode)).toEqual([409, 409]);
    expect(losers[0]!.json().error).toBe(M.full(2));
    const riding = kids.filter((_, i) => raced[i]!.statusCode === 200);
    const moved = await ok(
      call('POST', 'transport/rider/assign', { student: riding[0], route: r.routeId, stop: s2._id, reason: 'Moved house' }),
    );
    expect(moved.message).toBe('Student moved successfully');
    expect(moved.data.stop.name).toBe('Square');
    await refused(call('DELETE', `transport/stop/delete/${s1._id}`), 409, M.stopHasRiders(1));
    await refused(call('POST', 'transport/rider/assign', { student: kids[0], route: r.routeId, stop: 'nope' }), 404, M.stopMissing);
    await refused(call('POST', 'transport/rider/assign', { student: 'nobody', route: r.routeId, stop: s1._id }), 400, M.studentMissing);
    await refused(
      call('POST', 'transport/rider/assign', { student: riding[1], route: r.routeId, stop: s1._id }, adminB),
      400,
      M.studentMissing,
    );
    const list = await ok(call('GET', `transport/rider?route=${r.routeId}&perPage=10&pageNo=1`));
    expect(list.totalCount).toBe(2);
    expect(list.data.map((x: { stop: { name: string } }) => x.stop.name)).toEqual(['Gate', 'Square']);
    expect(list.data[0].batch?._id).toBe(batch);
    await refused(call('POST', `transport/rider/remove/${riding[1]}`, { reason: '' }), 400, M.reasonRequired);
    await refused(call('POST', `transport/rider/remove/${riding[1]}`, { reason: 'Left' }, adminB), 404);
    const removed = await ok(call('POST', `transport/rider/remove/${riding[1]}`, { reason: 'Parents drive now' }));
    expect(removed.message).toBe('Student removed from the route');
    await ok(call('DELETE', `transport/stop/delete/${s1._id}`));
    const history = await ok(call('GET', `transport/riders/history/${r.routeId}`));
    const summaries = history.data.map((h: { summary: string }) => h.summary);
    expect(summaries).toContain('Stop added: Gate');
    expect(summaries.some((s: string) => s.endsWith('moved to another stop'))).toBe(true);
    expect(history.data.find((h: { summary: string }) => h.summary.includes('removed from')).reason).toBe('Parents drive now');
    // A student rides one route: assigning to another moves them.
    const other = route(t.schoolA.instituteId, null);
    const o1 = await addStop(other.routeId, 'Hill', '06:50', 1400);
    await ok(call('POST', 'transport/rider/assign', { student: riding[0], route: other.routeId, stop: o1._id }));
    const after = await ok(call('GET', `transport/rider?route=${r.routeId}`));
    expect(after.totalCount).toBe(0);
  });

  it('the student reads their own, a parent their child’s, others are refused; the teacher in charge sees the route with phones', async () => {
    const teacherId = t.schoolA.users.get('TEACHER')!;
    const r = route(t.schoolA.instituteId, 30, teacherId);
    const s = await addStop(r.routeId, 'Temple', '07:20', 1300);
    const none = await ok(call('GET', `transport/student/${student}`, undefined, await t.as('STUDENT')));
    expect(none.data).toBeNull();
    await ok(call('POST', 'transport/rider/assign', { student, route: r.routeId, stop: s._id }));
    const own = await ok(call('GET', `transport/student/${student}`, undefined, await t.as('STUDENT')));
    expect(own.data).toMatchObject({ route: { startFrom: r.startFrom }, stop: { name: 'Temple', pickupAt: '07:20', fare: 1300 } });
    expect(own.data.driver.phoneNumber).toBe('9876543210');
    const child = await ok(call('GET', `transport/student/${student}`, undefined, await t.as('PARENT')));
    expect(child.data.stop.name).toBe('Temple');
    expect((await ok(call('GET', `transport/student/${student}`))).data.stop.name).toBe('Temple');
    const someone = await world.student(batch);
    await refused(call('GET', `transport/student/${someone}`, undefined, await t.as('STUDENT')), 404);
    await refused(call('GET', `transport/student/${someone}`, undefined, await t.as('PARENT')), 404);
    await refused(call('GET', `transport/student/${student}`, undefined, await t.as('TEACHER')), 403);
    await refused(call('GET', `transport/student/${student}`, undefined, adminB), 404);
    const mine = await ok(call('GET', 'transport/teacher/routes', undefined, await t.as('TEACHER')));
    const here = mine.data.find((x: { _id: string }) => x._id === r.routeId);
    expect(here.riders.map((x: { _id: string; stopName: string }) => [x._id, x.stopName])).toEqual([[student, 'Temple']]);
    expect(here.riders[0]).toHaveProperty('parentPhone');
    await refused(call('GET', 'transport/teacher/routes', undefined, await t.as('STUDENT')), 403);
    const teacherB = await ok(call('GET', 'transport/teacher/routes', undefined, await t.as('TEACHER', 'b')));
    expect(teacherB.data).toEqual([]);
  });
});

describe('fares', () => {
  it('charges each rider monthly at their stop’s fare through student fees, once; a removed rider’s future charges are cancelled', async () => {
    const r = route(t.schoolA.instituteId, null);
    const a = await addStop(r.routeId, 'Near', '07:00', 900);
    const b = await addStop(r.routeId, 'Far', '06:40', 1600);
    const [k1, k2] = [await world.student(batch), await world.student(batch)];
    await ok(call('POST', 'transport/rider/assign', { student: k1, route: r.routeId, stop: a._id }));
    await ok(call('POST', 'transport/rider/assign', { student: k2, route: r.routeId, stop: b._id }));
    const fee = await world.fee('Transport', 1000);
    const body = { fees: fee, startDate: '2026-11-01', endDate: '2027-02-28', dueDay: 10 };
    await refused(call('POST', `transport/fare/${r.routeId}`, { ...body, fees: 'nope' }), 400, M.feeMissing);
    await refused(call('POST', `transport/fare/${r.routeId}`, { ...body, fees: fee }, adminB), 400, M.feeMissing);
    const first = await ok(call('POST', `transport/fare/${r.routeId}`, body));
    expect(first.message).toBe('Fare charged successfully');
    expect(first.data).toMatchObject({ raised: 8, students: 2, total: 8 });
    const again = await ok(call('POST', `transport/fare/${r.routeId}`, body));
    expect(again.data).toMatchObject({ raised: 0, total: 8 });
    // A rider joining later is charged on the fare's terms at once (the months from now): calling again adds nothing.
    const k3 = await world.student(batch);
    await ok(call('POST', 'transport/rider/assign', { student: k3, route: r.routeId, stop: a._id }));
    const third = await ok(call('POST', `transport/fare/${r.routeId}`, body));
    expect(third.data).toMatchObject({ raised: 0, total: 12 });
    await t.settle();
    const pending = await ok(call('GET', `student/student-fee/${k2}`));
    const rows = JSON.stringify(pending.data);
    expect(rows).toContain('1600');
    await ok(call('POST', `transport/rider/remove/${k2}`, { reason: 'Moved away' }));
    await t.settle();
    const afterRemove = await ok(call('GET', `student/student-fee/${k2}`));
    // November stays (current month), December to February are cancelled.
    expect(JSON.stringify(afterRemove.data).match(/1600/g)?.length ?? 0).toBeLessThan(rows.match(/1600/g)?.length ?? 0);
    await refused(call('POST', `transport/fare/${route(t.schoolA.instituteId, null).routeId}`, body), 409, M.noRiders);
  });
});

describe('paper expiry notices', () => {
  it('notifies the admins once per paper and expiry date, however often the job runs', async () => {
    // A daily job (and a minute after start): the run below is what it does, for this institute.
    expect(scheduledJobs().find(([name]) => name === PAPER_EXPIRY_JOB)?.[1].everyMs).toBe(24 * 60 * 60_000);
    const paper: ExpiringPaper = {
      kind: 'INSURANCE',
      ownerId: 'veh-1',
      ownerLabel: 'MH 12 AB 1 (Bus)',
      number: 'INS-77',
      expiryDate: '2026-12-09',
      daysLeft: 14,
    };
    fleet.papers.set(t.schoolA.instituteId, [paper]);
    const once = await notifyExpiringPapers(t.rt, { today: '2026-11-25', instituteId: t.schoolA.instituteId });
    const twice = await notifyExpiringPapers(t.rt, { today: '2026-11-26', instituteId: t.schoolA.instituteId });
    expect([once.notified, twice.notified]).toEqual([1, 0]);
    await t.settle();
    const inbox = await ok(call('GET', 'notification?perPage=100'));
    const mine = inbox.data.filter((x: { kind: string; refId: string }) => x.kind === TRANSPORT_PAPER_EXPIRING && x.refId === 'veh-1');
    expect(mine).toHaveLength(1);
    expect(mine[0].description).toContain('INS-77');
    const studentInbox = await ok(call('GET', 'notification?perPage=100', undefined, await t.as('STUDENT')));
    expect(studentInbox.data.some((x: { kind: string }) => x.kind === TRANSPORT_PAPER_EXPIRING)).toBe(false);
    fleet.papers.delete(t.schoolA.instituteId);
  });
});
