import { sql } from 'kysely';
import {
  ErrorReply,
  PageQuery,
  TransportIdParams,
  TransportRouteBody,
  TransportRouteList,
  TransportRouteReply,
  TRANSPORT_MESSAGES as M,
  type TransportRoute,
  type TransportRouteFields,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { TypedApp } from '../../../platform/http/typed.js';
import { idFor, type CommandContext } from '../../../platform/commands.js';
import { badRequest, conflict } from '../../../platform/errors.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { likePattern, ok, pageOf, paged } from '../../../platform/http/reply.js';
import { memberInRoles } from '../../identity/index.js';
import { riderCountsByRoute } from '../riders/for-fleet.js';
import {
  driverDecider,
  driverStream,
  liveFields,
  transportRouteDecider,
  transportRouteStream,
  vehicleDecider,
  vehicleStream,
  type TransportRouteState,
} from './decider.js';
import { ROUTE_SELECT, routeIdsOfVehicle, type RouteRow } from './for-riders.js';
import { madeOf, OFFICE, routeViews, startAtOf, text } from './shared.js';

const TAGS = ['transport'];

/**
 * A route body checked against the other records it names: the vehicle (of this institute, ACTIVE when newly chosen),
 * the driver, and the teacher in charge (a TEACHER of the institute; '' or null: none).
 */
export async function routeFieldsOf(
  rt: Runtime,
  ctx: CommandContext,
  b: TransportRouteBody,
  current: TransportRouteFields | null,
  routeId: string | null = null,
): Promise<TransportRouteFields> {
  const startFrom = text(b.startFrom, M.routeNameRequired);
  const startTime = text(b.startTime, M.startTimeRequired);
  const startAt = startAtOf(startTime);
  if (!startAt) throw badRequest(M.startTimeInvalid);
  const vehicleId = text(b.vehicle, M.vehicleRequired);
  const driverId = text(b.driver, M.driverRequired);
  const inChargeId = b.inCharge?.trim() || null;
  const [vehicle, driver, teacher] = await Promise.all([
    rt.commands.state(vehicleDecider, vehicleStream(vehicleId), ctx),
    rt.commands.state(driverDecider, driverStream(driverId), ctx),
    inChargeId ? memberInRoles(rt, ctx.instituteId, inChargeId, ['TEACHER']) : null,
  ]);
  if (!vehicle.fields || vehicle.deleted) throw badRequest(M.vehicleMissing);
  if (vehicle.fields.status !== 'ACTIVE' && current?.vehicleId !== vehicleId) throw badRequest(M.vehicleInactive);
  if (!driver.fields || driver.deleted) throw badRequest(M.driverMissing);
  if (inChargeId && !teacher) throw badRequest(M.teacherMissing);
  // A route with riders moved to another vehicle: that vehicle's seats must hold its riders and this route's.
  const seats = vehicle.fields.seats;
  if (current && routeId && current.vehicleId !== vehicleId && seats !== null) {
    const db = rt.database.db;
    const routes = [routeId, ...(await routeIdsOfVehicle(db, ctx.instituteId, vehicleId))];
    const counts = await riderCountsByRoute(db, ctx.instituteId, routes);
    const riders = [...counts.values()].reduce((n, c) => n + c.riders, 0);
    if (riders > seats) throw conflict(M.vehicleTooSmall(seats, riders));
  }
  return { startFrom, startTime, startAt, vehicleId, driverId, inChargeId };
}

/** A route as a command's reply shows it: from its state, its vehicle's and driver's. */
export async function routeReply(rt: Runtime, ctx: Pick<CommandContext, 'instituteId'>, s: TransportRouteState): Promise<TransportRoute> {
  const f = s.fields!;
  const [v, d] = await Promise.all([
    rt.commands.state(vehicleDecider, vehicleStream(f.vehicleId), ctx),
    rt.commands.state(driverDecider, driverStream(f.driverId), ctx),
  ]);
  const vf = v.deleted ? null : v.fields;
  const df = d.deleted ? null : d.fields;
  const made = madeOf(s);
  const row: RouteRow = {
    id: s.id!,
    start_from: f.startFrom,
    start_time: f.startTime,
    start_at: f.startAt,
    vehicle_id: f.vehicleId,
    vehicle_name: vf?.vehicleName ?? null,
    vehicle_number: vf?.vehicleNumber ?? null,
    seats: vf?.seats ?? null,
    driver_id: f.driverId,
    driver_name: df?.name ?? null,
    driver_phone: df?.phoneNumber ?? null,
    in_charge_id: f.inChargeId,
    created_at: made.created,
    updated_at: made.updated,
  };
  return (await routeViews(rt, ctx.instituteId, [row]))[0]!;
}

/** Creates a route (the form, the bulk upload, the demo) with checked fields. */
export async function createRoute(
  rt: Runtime,
  ctx: CommandContext,
  routeId: string,
  fields: TransportRouteFields,
  source: 'FORM' | 'BULK',
) {
  return rt.commands.handle(
    transportRouteDecider,
    transportRouteStream(routeId),
    { type: 'CreateTransportRoute', data: { routeId, fields, source } },
    ctx,
  );
}

/** Transport routes (000 §2 Add New Transport, the list, the edit drawer): list, one, create, update, delete. */
export function transportRouteRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.get(
    '/transport',
    {
      config: { access: OFFICE, module: 'transport', readModels: ['transport_route', 'transport_vehicle', 'transport_driver', 'app_user'] },
      schema: { tags: TAGS, querystring: PageQuery, response: { 200: TransportRouteList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { perPage, pageNo, offset } = pageOf(req.query, 20);
      const q = req.query.searchTitle?.trim();
      const where = sql.join(
        [
          sql`r.institute_id = ${inst}`,
          sql`r.deleted_at is null`,
          ...(q
            ? [
                sql`(r.start_from ilike ${likePattern(q)} or v.vehicle_number ilike ${likePattern(q)}
                  or replace(v.vehicle_number, ' ', '') ilike ${likePattern(q.replace(/\s+/g, ''))} or d.name ilike ${likePattern(q)})`,
              ]
            : []),
        ],
        sql` and `,
      );
      const [rows, count] = await Promise.all([
        sql<RouteRow>`${ROUTE_SELECT} where ${where} order by r.start_at, r.start_from, r.id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from transport_route r
          left join transport_vehicle v on v.id = r.vehicle_id and v.deleted_at is null
          left join transport_driver d on d.id = r.driver_id and d.deleted_at is null where ${where}`.execute(db),
      ]);
      return paged('Transport list', await routeViews(rt, inst, rows.rows), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.get(
    '/transport/:id',
    {
      config: { access: OFFICE, module: 'transport', readModels: ['app_user'] },
      schema: { tags: TAGS, params: TransportIdParams, response: { 200: TransportRouteReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const state = await rt.commands.state(transportRouteDecider, transportRouteStream(req.params.id), auth);
      liveFields(state, M.routeMissing);
      return ok('Transport details', await routeReply(rt, auth, state));
    },
  );

  app.post(
    '/transport/create',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: TAGS, body: TransportRouteBody, response: { 200: TransportRouteReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const fields = await routeFieldsOf(rt, ctx, req.body, null);
      const out = await createRoute(rt, ctx, idFor(ctx, 'transport-route'), fields, 'FORM');
      return sendWritten(res, out.append, 'Transport added successfully', await routeReply(rt, ctx, out.state));
    },
  );

  app.put(
    '/transport/update/:id',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: {
        tags: TAGS,
        params: TransportIdParams,
        body: TransportRouteBody,
        response: { 200: TransportRouteReply, '4xx': ErrorReply },
      },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const current = liveFields(await rt.commands.state(transportRouteDecider, transportRouteStream(id), ctx), M.routeMissing);
      const fields = await routeFieldsOf(rt, ctx, req.body, current, id);
      const out = await rt.commands.handle(
        transportRouteDecider,
        transportRouteStream(id),
        { type: 'UpdateTransportRoute', data: { fields } },
        ctx,
        {
          mustExist: M.routeMissing,
        },
      );
      return sendWritten(res, out.append, 'Transport updated successfully', await routeReply(rt, ctx, out.state));
    },
  );

  app.delete(
    '/transport/delete/:id',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: TAGS, params: TransportIdParams, response: { 200: TransportRouteReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const riders = (await riderCountsByRoute(db, ctx.instituteId, [id])).get(id)?.riders ?? 0;
      const out = await rt.commands.handle(
        transportRouteDecider,
        transportRouteStream(id),
        { type: 'DeleteTransportRoute', data: { riders } },
        ctx,
        {
          mustExist: M.routeMissing,
        },
      );
      return sendWritten(res, out.append, 'Transport deleted successfully', await routeReply(rt, ctx, out.state));
    },
  );
}
