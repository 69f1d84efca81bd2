import {
  ErrorReply,
  RouteDetailReply,
  RouteIdParams,
  StopBody,
  StopIdParams,
  StopReply,
  TRANSPORT_RIDER_MESSAGES as M,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { TypedApp } from '../../../platform/http/typed.js';
import { idFor } from '../../../platform/commands.js';
import { notFound } from '../../../platform/errors.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { ok } from '../../../platform/http/reply.js';
import { userCards } from '../../identity/index.js';
import { liveStop, ridersDecider, transportRidersStream } from './decider.js';
import { OFFICE, routeOf, STOP_MODELS, stopFromState, stopsOfRoutes } from './shared.js';

/** The route page's header and stops; adding, editing and deleting stops (issue 18 §2). */
export function stopRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/transport/route-detail/:routeId',
    {
      config: { access: OFFICE, module: 'transport', readModels: [...STOP_MODELS, 'app_user'] },
      schema: { tags: ['transport'], params: RouteIdParams, response: { 200: RouteDetailReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const route = await routeOf(rt, auth.instituteId, req.params.routeId);
      const [stops, teacher] = await Promise.all([
        stopsOfRoutes(rt, auth.instituteId, [route.routeId]),
        route.inChargeId ? userCards(rt, [route.inChargeId]) : Promise.resolve(new Map()),
      ]);
      const list = stops.get(route.routeId) ?? [];
      const t = route.inChargeId ? teacher.get(route.inChargeId) : undefined;
      return ok('Route', {
        _id: route.routeId,
        startFrom: route.startFrom,
        startAt: route.startAt,
        vehicle: { _id: route.vehicleId, vehicleName: route.vehicleName, vehicleNumber: route.vehicleNumber },
        driver: { _id: route.driverId, name: route.driverName, phoneNumber: route.driverPhone },
        inCharge: t ? { _id: t.id, name: t.displayName } : null,
        seats: route.seats,
        riders: list.reduce((n, s) => n + s.riders, 0),
        stops: list,
      });
    },
  );

  app.post(
    '/transport/stop/create/:routeId',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: ['transport'], params: RouteIdParams, body: StopBody, response: { 200: StopReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const route = await routeOf(rt, ctx.instituteId, req.params.routeId);
      const stopId = idFor(ctx, 'transport-stop');
      const b = req.body;
      const out = await rt.commands.handle(
        ridersDecider,
        transportRidersStream(ctx.instituteId),
        { type: 'AddStop', data: { stopId, routeId: route.routeId, name: b.name, pickupAt: b.pickupAt, fare: b.fare } },
        ctx,
        { maxAttempts: 12 },
      );
      return sendWritten(res, out.append, 'Stop added successfully', stopFromState(out.state, liveStop(out.state, stopId)));
    },
  );

  app.put(
    '/transport/stop/update/:stopId',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: ['transport'], params: StopIdParams, body: StopBody, response: { 200: StopReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { stopId } = req.params;
      const b = req.body;
      const out = await rt.commands.handle(
        ridersDecider,
        transportRidersStream(ctx.instituteId),
        { type: 'UpdateStop', data: { stopId, name: b.name, pickupAt: b.pickupAt, fare: b.fare } },
        ctx,
        { mustExist: M.stopMissing, maxAttempts: 12 },
      );
      return sendWritten(res, out.append, 'Stop updated successfully', stopFromState(out.state, liveStop(out.state, stopId)));
    },
  );

  app.delete(
    '/transport/stop/delete/:stopId',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: ['transport'], params: StopIdParams, response: { 200: StopReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { stopId } = req.params;
      const out = await rt.commands.handle(
        ridersDecider,
        transportRidersStream(ctx.instituteId),
        { type: 'DeleteStop', data: { stopId } },
        ctx,
        { mustExist: M.stopMissing, maxAttempts: 12 },
      );
      const s = out.state.stops[stopId];
      if (!s) throw notFound(M.stopMissing);
      return sendWritten(res, out.append, 'Stop deleted successfully', stopFromState(out.state, s));
    },
  );
}
