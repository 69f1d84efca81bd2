import { sql } from 'kysely';
import {
  ErrorReply,
  TransportIdParams,
  TRANSPORT_MESSAGES as M,
  VehicleBody,
  VehicleList,
  VehicleListQuery,
  VehicleReply,
  type VehicleFields,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { TypedApp } from '../../../platform/http/typed.js';
import { idFor, type CommandContext } from '../../../platform/commands.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { filePart, MULTIPART } from '../../../platform/http/multipart.js';
import { likePattern, ok, pageOf, paged } from '../../../platform/http/reply.js';
import { IMAGE_TYPES } from '../../../platform/files/file-store.js';
import { riderCountsByRoute } from '../riders/for-fleet.js';
import { liveFields, vehicleDecider, vehicleStream } from './decider.js';
import { routeIdsOfVehicle } from './for-riders.js';
import {
  day,
  numberKey,
  OFFICE,
  routesCaughtUp,
  routesUsing,
  text,
  VEHICLE_NUMBER_SCOPE,
  vehicleFromRow,
  vehicleReply,
  type VehicleRow,
} from './shared.js';

const TAGS = ['transport'];

/** A vehicle body's fields as the events keep them (trimmed, days as YYYY-MM-DD); the image key is added by the caller. */
export function vehicleFieldsOf(b: Omit<VehicleBody, 'image'>): Omit<VehicleFields, 'imageKey'> {
  return {
    vehicleName: text(b.vehicleName, M.vehicleNameRequired),
    vehicleNumber: text(b.vehicleNumber, M.vehicleNumberRequired).replace(/\s+/g, ' ').toUpperCase(),
    rcNumber: text(b.rcNumber, M.rcNumberRequired),
    rcExpiryDate: day(b.rcExpiryDate, M.rcExpiryRequired),
    pucNumber: text(b.pucNumber, M.pucNumberRequired),
    pucExpiryDate: day(b.pucExpiryDate, M.pucExpiryRequired),
    insuranceNumber: text(b.insuranceNumber, M.insuranceNumberRequired),
    insuranceExpiryDate: day(b.insuranceExpiryDate, M.insuranceExpiryRequired),
    status: b.status,
    seats: b.seats ?? null,
  };
}

/** Adds a vehicle (the form, the bulk upload, the demo): its number reserved per institute, then the decider. */
export async function addVehicle(rt: Runtime, ctx: CommandContext, vehicleId: string, fields: VehicleFields, source: 'FORM' | 'BULK') {
  const scope = VEHICLE_NUMBER_SCOPE(ctx.instituteId);
  await rt.reservations.reserve(scope, numberKey(fields.vehicleNumber), vehicleId, M.duplicateVehicleNumber);
  try {
    return await rt.commands.handle(
      vehicleDecider,
      vehicleStream(vehicleId),
      { type: 'AddVehicle', data: { vehicleId, fields, source } },
      ctx,
    );
  } catch (err) {
    await rt.reservations.release(scope, numberKey(fields.vehicleNumber), vehicleId);
    throw err;
  }
}

/** Students riding the routes a vehicle serves (what its seats may not go below). */
async function ridersOfVehicle(rt: Runtime, instituteId: string, vehicleId: string) {
  const routes = await routeIdsOfVehicle(rt.database.db, instituteId, vehicleId);
  const counts = await riderCountsByRoute(rt.database.db, instituteId, routes);
  return [...counts.values()].reduce((n, c) => n + c.riders, 0);
}

/** Vehicles (000 §2 Vehicle, Vehicle Details, the edit drawer): list, one, create, update, delete. */
export function vehicleRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const storeImage = async (value: unknown, ctx: CommandContext, vehicleId: string) => {
    const part = filePart(value, 'Image');
    if (!part) return null;
    const opts = { instituteId: ctx.instituteId, ownerId: vehicleId, purpose: 'transport-vehicle-image', maxBytes: 2 * 1024 * 1024 };
    return (await rt.files.put(part, { ...opts, types: IMAGE_TYPES, label: 'Image' })).id;
  };

  app.get(
    '/vehicle',
    {
      config: { access: OFFICE, module: 'transport', readModels: ['transport_vehicle', 'transport_route'] },
      schema: { tags: TAGS, querystring: VehicleListQuery, response: { 200: VehicleList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { perPage, pageNo, offset } = pageOf(req.query, 20);
      const q = req.query.searchTitle?.trim();
      const where = sql.join(
        [
          sql`v.institute_id = ${inst}`,
          sql`v.deleted_at is null`,
          ...(q
            ? [
                sql`(v.vehicle_name ilike ${likePattern(q)} or v.vehicle_number ilike ${likePattern(q)}
                  or replace(v.vehicle_number, ' ', '') ilike ${likePattern(q.replace(/\s+/g, ''))})`,
              ]
            : []),
          ...(req.query.status ? [sql`v.status = ${req.query.status}`] : []),
        ],
        sql` and `,
      );
      const [rows, count] = await Promise.all([
        sql<VehicleRow>`select v.*, (select count(*)::int from transport_route r where r.vehicle_id = v.id and r.deleted_at is null
            and r.institute_id = v.institute_id) as routes
          from transport_vehicle v where ${where} order by v.created_at desc, v.id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from transport_vehicle v where ${where}`.execute(db),
      ]);
      return paged(
        'Vehicle list',
        rows.rows.map((r) => vehicleFromRow(rt, r)),
        Number(count.rows[0]?.n ?? 0),
        perPage,
        pageNo,
      );
    },
  );

  app.get(
    '/vehicle/:id',
    {
      config: { access: OFFICE, module: 'transport', readModels: ['transport_route'] },
      schema: { tags: TAGS, params: TransportIdParams, response: { 200: VehicleReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const state = await rt.commands.state(vehicleDecider, vehicleStream(req.params.id), auth);
      liveFields(state, M.vehicleMissing);
      return ok('Vehicle details', await vehicleReply(rt, auth.instituteId, state));
    },
  );

  app.post(
    '/vehicle/create',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: TAGS, consumes: MULTIPART, body: VehicleBody, response: { 200: VehicleReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const base = vehicleFieldsOf(req.body);
      const vehicleId = idFor(ctx, 'vehicle');
      const imageKey = await storeImage(req.body.image, ctx, vehicleId);
      const out = await addVehicle(rt, ctx, vehicleId, { ...base, imageKey }, 'FORM');
      return sendWritten(res, out.append, 'Vehicle added successfully', await vehicleReply(rt, ctx.instituteId, out.state));
    },
  );

  app.put(
    '/vehicle/update/:id',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: {
        tags: TAGS,
        consumes: MULTIPART,
        params: TransportIdParams,
        body: VehicleBody,
        response: { 200: VehicleReply, '4xx': ErrorReply },
      },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const current = liveFields(await rt.commands.state(vehicleDecider, vehicleStream(id), ctx), M.vehicleMissing);
      const base = vehicleFieldsOf(req.body);
      const scope = VEHICLE_NUMBER_SCOPE(ctx.instituteId);
      const renumbered = numberKey(base.vehicleNumber) !== numberKey(current.vehicleNumber);
      if (renumbered) await rt.reservations.reserve(scope, numberKey(base.vehicleNumber), id, M.duplicateVehicleNumber);
      try {
        const imageKey = await storeImage(req.body.image, ctx, id);
        if (base.seats !== current.seats) await routesCaughtUp(rt);
        const riders = base.seats !== null && base.seats !== current.seats ? await ridersOfVehicle(rt, ctx.instituteId, id) : 0;
        const fields = { ...base, ...(imageKey ? { imageKey } : {}) };
        const out = await rt.commands.handle(vehicleDecider, vehicleStream(id), { type: 'UpdateVehicle', data: { fields, riders } }, ctx, {
          mustExist: M.vehicleMissing,
        });
        if (renumbered) await rt.reservations.release(scope, numberKey(current.vehicleNumber), id);
        return sendWritten(res, out.append, 'Vehicle updated successfully', await vehicleReply(rt, ctx.instituteId, out.state));
      } catch (err) {
        if (renumbered) await rt.reservations.release(scope, numberKey(base.vehicleNumber), id);
        throw err;
      }
    },
  );

  app.delete(
    '/vehicle/delete/:id',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: TAGS, params: TransportIdParams, response: { 200: VehicleReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      await routesCaughtUp(rt);
      const routes = (await routesUsing(db, ctx.instituteId, 'vehicle_id', [id])).get(id) ?? 0;
      const out = await rt.commands.handle(vehicleDecider, vehicleStream(id), { type: 'DeleteVehicle', data: { routes } }, ctx, {
        mustExist: M.vehicleMissing,
      });
      await rt.reservations.release(VEHICLE_NUMBER_SCOPE(ctx.instituteId), numberKey(out.state.fields!.vehicleNumber), id);
      return sendWritten(res, out.append, 'Vehicle deleted successfully', await vehicleReply(rt, ctx.instituteId, out.state));
    },
  );
}
