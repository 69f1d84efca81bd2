import {
  AssignRiderBody,
  ErrorReply,
  RemoveRiderBody,
  RiderList,
  RiderListQuery,
  RiderReply,
  RiderStudentParams,
  StudentTransportReply,
  TeacherRoutesReply,
  TRANSPORT_RIDER_MESSAGES as M,
  type Rider,
  type TeacherRoute,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { TypedApp } from '../../../platform/http/typed.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { authOf, type AuthContext } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { ok, pageOf, paged } from '../../../platform/http/reply.js';
import { appUserRow, userCards } from '../../identity/index.js';
import { liveStudent, liveStudentIds, parentsOfStudents, studentCards } from '../../people/index.js';
import { batchLabels } from '../../academics/index.js';
import { fleet } from './fleet-reads.js';
import { liveStop, ridersDecider, transportRidersStream, type RidersState } from './decider.js';
import { chargeJoinedRider, stopFutureFares } from './fares.js';
import { OFFICE, riderRows, routeOf, STOP_MODELS, stopsOfRoutes, type RiderRow } from './shared.js';

const READERS = [...OFFICE, 'STUDENT', 'PARENT'] as const;

/** Riders as the contract shows them: the student's name and batch (asked of people and academics). */
async function ridersView(rt: Runtime, rows: RiderRow[]): Promise<Rider[]> {
  const cards = await studentCards(
    rt,
    rows.map((r) => r.student_id),
  );
  const labels = await batchLabels(
    rt,
    [...cards.values()].map((c) => c.batchId ?? ''),
  );
  return rows.map((r) => {
    const c = cards.get(r.student_id);
    const b = c?.batchId ? labels.get(c.batchId) : undefined;
    return {
      _id: r.student_id,
      student: { _id: r.student_id, displayName: c?.displayName ?? '', registrationNumber: c?.registrationNumber ?? null },
      batch: c?.batchId && b ? { _id: c.batchId, title: b.title, course: b.course } : null,
      routeId: r.route_id,
      stop: { _id: r.stop_id, name: r.stop_name, pickupAt: r.pickup_time, fare: Number(r.fare) },
      assignedAt: new Date(r.since).toISOString(),
    };
  });
}

/** A rider from the decider's state (a command's reply). */
async function riderFromState(rt: Runtime, state: RidersState, studentId: string, fallback: RiderRow | null): Promise<Rider> {
  const r = state.riders[studentId];
  const row: RiderRow | null = r
    ? (() => {
        const s = state.stops[r.stopId]!;
        return {
          student_id: studentId,
          route_id: r.routeId,
          stop_id: r.stopId,
          since: r.since,
          stop_name: s.name,
          pickup_time: s.pickupAt,
          fare: s.fare,
        };
      })()
    : fallback;
  if (!row) throw notFound(M.notRiding);
  return (await ridersView(rt, [row]))[0]!;
}

/** A live student of the institute, looked up again once the `student` read model caught up (one registered just now). */
async function studentNow(rt: Runtime, instituteId: string, id: string) {
  const first = await liveStudent(rt, instituteId, id);
  if (first) return first;
  await rt.runner.waitFor(['student'], await rt.store.head(), 5000);
  return liveStudent(rt, instituteId, id);
}

/** Whether the caller may read this student's transport: the office, the student, a parent of theirs. */
function assertReach(auth: AuthContext, studentId: string) {
  if (auth.role === 'STUDENT' && studentId !== auth.userId) throw notFound(M.studentMissing);
  if (auth.role === 'PARENT' && !auth.children.includes(studentId)) throw notFound(M.studentMissing);
}

/** Assigning, moving and removing riders; the office's list, a student's own assignment, a teacher's routes. */
export function riderRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.post(
    '/transport/rider/assign',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: ['transport'], body: AssignRiderBody, response: { 200: RiderReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const b = req.body;
      const student = await studentNow(rt, ctx.instituteId, b.student.trim());
      if (!student) throw badRequest(M.studentMissing);
      const route = await routeOf(rt, ctx.instituteId, b.route.trim());
      const out = await rt.commands.handle(
        ridersDecider,
        transportRidersStream(ctx.instituteId),
        {
          type: 'AssignRider',
          data: { studentId: student.id, routeId: route.routeId, stopId: b.stop.trim(), seats: route.seats, reason: b.reason ?? null },
        },
        ctx,
        { maxAttempts: 12 },
      );
      const moved = out.events.find((e) => e.type === 'TransportRiderAssigned');
      const from = moved?.type === 'TransportRiderAssigned' ? moved.data.from : null;
      if (from && from.routeId !== route.routeId) {
        await stopFutureFares(rt, ctx, student.id, from.routeId, b.reason?.trim() || `Moved to ${route.startFrom}`);
      }
      if (!from || from.routeId !== route.routeId) await chargeJoinedRider(rt, ctx, route.routeId);
      const message = from ? 'Student moved successfully' : 'Student assigned successfully';
      return sendWritten(res, out.append, message, await riderFromState(rt, out.state, student.id, null));
    },
  );

  app.post(
    '/transport/rider/remove/:studentId',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: ['transport'], params: RiderStudentParams, body: RemoveRiderBody, response: { 200: RiderReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { studentId } = req.params;
      const before = await rt.commands.state(ridersDecider, transportRidersStream(ctx.instituteId), ctx);
      const was = before.riders[studentId];
      if (!was) throw notFound(M.notRiding);
      const out = await rt.commands.handle(
        ridersDecider,
        transportRidersStream(ctx.instituteId),
        { type: 'RemoveRider', data: { studentId, reason: req.body.reason } },
        ctx,
        { maxAttempts: 12 },
      );
      const removed = out.events.find((e) => e.type === 'TransportRiderRemoved');
      if (removed?.type === 'TransportRiderRemoved') await stopFutureFares(rt, ctx, studentId, removed.data.routeId, removed.data.reason);
      const stop = out.state.stops[was.stopId] ?? liveStop(before, was.stopId);
      const row: RiderRow = {
        student_id: studentId,
        route_id: was.routeId,
        stop_id: was.stopId,
        since: was.since,
        stop_name: stop.name,
        pickup_time: stop.pickupAt,
        fare: stop.fare,
      };
      return sendWritten(res, out.append, 'Student removed from the route', await riderFromState(rt, out.state, studentId, row));
    },
  );

  app.get(
    '/transport/rider',
    {
      config: { access: OFFICE, module: 'transport', readModels: [...STOP_MODELS, 'student'] },
      schema: { tags: ['transport'], querystring: RiderListQuery, response: { 200: RiderList, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      const route = q.route?.trim();
      let rows = await riderRows(rt, auth.instituteId, route ? { routeIds: [route] } : {});
      if (q.searchTitle?.trim() && rows.length > 0) {
        const among = new Set(await liveStudentIds(rt, auth.instituteId, { search: q.searchTitle, among: rows.map((r) => r.student_id) }));
        rows = rows.filter((r) => among.has(r.student_id));
      }
      const page = await ridersView(rt, rows.slice(offset, offset + perPage));
      return paged('Riders', page, rows.length, perPage, pageNo);
    },
  );

  app.get(
    '/transport/student/:studentId',
    {
      config: { access: [...READERS], module: 'transport', readModels: [...STOP_MODELS, 'app_user'] },
      schema: { tags: ['transport'], params: RiderStudentParams, response: { 200: StudentTransportReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const { studentId } = req.params;
      assertReach(auth, studentId);
      const student = await liveStudent(rt, auth.instituteId, studentId);
      if (!student) throw notFound(M.studentMissing);
      const [row] = await riderRows(rt, auth.instituteId, { studentIds: [studentId] });
      const route = row ? (await fleet().routeSummaries(db, auth.instituteId, [row.route_id])).get(row.route_id) : undefined;
      if (!row || !route) return ok('Transport', null);
      const teacher = route.inChargeId ? (await userCards(rt, [route.inChargeId])).get(route.inChargeId) : undefined;
      return ok('Transport', {
        route: { _id: route.routeId, startFrom: route.startFrom, startAt: route.startAt },
        stop: { _id: row.stop_id, name: row.stop_name, pickupAt: row.pickup_time, fare: Number(row.fare) },
        vehicle: { vehicleName: route.vehicleName, vehicleNumber: route.vehicleNumber },
        driver: { name: route.driverName, phoneNumber: route.driverPhone },
        inCharge: teacher ? { _id: teacher.id, name: teacher.displayName } : null,
      });
    },
  );

  app.get(
    '/transport/teacher/routes',
    {
      config: { access: ['TEACHER'], readModels: [...STOP_MODELS, 'student', 'app_user'] },
      schema: { tags: ['transport'], response: { 200: TeacherRoutesReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const routes = await fleet().routesInChargeOf(db, auth.instituteId, auth.userId);
      const ids = routes.map((r) => r.routeId);
      const [stops, rows] = await Promise.all([
        stopsOfRoutes(rt, auth.instituteId, ids),
        riderRows(rt, auth.instituteId, { routeIds: ids }),
      ]);
      const [view, parents] = await Promise.all([
        ridersView(rt, rows),
        parentsOfStudents(
          rt,
          auth.instituteId,
          rows.map((r) => r.student_id),
        ),
      ]);
      // The first linked parent's phone: the teacher in charge calls home from the bus (docs/security.md).
      const firstParents = [...new Set([...parents.values()].map((p) => p[0]).filter((p): p is string => Boolean(p)))];
      const phones = new Map(
        await Promise.all(
          firstParents.map(async (id) => [id, (await appUserRow(db, id, auth.instituteId))?.phone_number ?? null] as const),
        ),
      );
      const out: TeacherRoute[] = routes.map((r) => ({
        _id: r.routeId,
        startFrom: r.startFrom,
        startAt: r.startAt,
        vehicle: { vehicleName: r.vehicleName, vehicleNumber: r.vehicleNumber },
        driver: { name: r.driverName, phoneNumber: r.driverPhone },
        stops: stops.get(r.routeId) ?? [],
        riders: view
          .filter((v) => v.routeId === r.routeId)
          .map((v) => {
            const parent = parents.get(v._id)?.[0];
            return {
              _id: v._id,
              displayName: v.student.displayName,
              batch: v.batch?.title ?? '',
              stopName: v.stop.name,
              pickupAt: v.stop.pickupAt,
              parentPhone: parent ? (phones.get(parent) ?? null) : null,
            };
          }),
      }));
      return ok('Transport', out);
    },
  );
}
