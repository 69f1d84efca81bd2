import { sql } from 'kysely';
import {
  DriverBody,
  DriverList,
  DriverReply,
  ErrorReply,
  PageQuery,
  TransportIdParams,
  TRANSPORT_MESSAGES as M,
  type DriverFields,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { TypedApp } from '../../../platform/http/typed.js';
import { idFor, type CommandContext } from '../../../platform/commands.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { filePart, MULTIPART } from '../../../platform/http/multipart.js';
import { likePattern, ok, pageOf, paged } from '../../../platform/http/reply.js';
import { IMAGE_TYPES } from '../../../platform/files/file-store.js';
import { driverDecider, driverStream, liveFields } from './decider.js';
import {
  day,
  driverFromRow,
  driverReply,
  LICENCE_SCOPE,
  numberKey,
  OFFICE,
  routesCaughtUp,
  routesUsing,
  text,
  type DriverRow,
} from './shared.js';

const TAGS = ['transport'];

/** A driver body's fields as the events keep them; the photo key is added by the caller. */
export function driverFieldsOf(b: Omit<DriverBody, 'photo'>): Omit<DriverFields, 'photoKey'> {
  return {
    name: text(b.name, M.driverNameRequired),
    phoneNumber: text(b.phoneNumber, M.driverNumberRequired),
    drivingLicenseNumber: text(b.drivingLicenseNumber, M.licenceRequired).replace(/\s+/g, ' ').toUpperCase(),
    licenseExpiryDate: day(b.licenseExpiryDate, M.licenceExpiryRequired),
  };
}

/** Adds a driver (the form, the demo): the licence number reserved per institute, then the decider. */
export async function addDriver(rt: Runtime, ctx: CommandContext, driverId: string, fields: DriverFields, source: 'FORM' | 'BULK') {
  const scope = LICENCE_SCOPE(ctx.instituteId);
  await rt.reservations.reserve(scope, numberKey(fields.drivingLicenseNumber), driverId, M.duplicateLicence);
  try {
    return await rt.commands.handle(driverDecider, driverStream(driverId), { type: 'AddDriver', data: { driverId, fields, source } }, ctx);
  } catch (err) {
    await rt.reservations.release(scope, numberKey(fields.drivingLicenseNumber), driverId);
    throw err;
  }
}

/** Drivers (000 §2 Driver, Driver Details, the edit drawer): list, one, create, update, delete. */
export function driverRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const storePhoto = async (value: unknown, ctx: CommandContext, driverId: string) => {
    const part = filePart(value, 'Photo');
    if (!part) return null;
    const opts = { instituteId: ctx.instituteId, ownerId: driverId, purpose: 'transport-driver-photo', maxBytes: 2 * 1024 * 1024 };
    return (await rt.files.put(part, { ...opts, types: IMAGE_TYPES, label: 'Photo' })).id;
  };

  app.get(
    '/driver',
    {
      config: { access: OFFICE, module: 'transport', readModels: ['transport_driver', 'transport_route'] },
      schema: { tags: TAGS, querystring: PageQuery, response: { 200: DriverList, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const { perPage, pageNo, offset } = pageOf(req.query, 20);
      const q = req.query.searchTitle?.trim();
      const where = sql.join(
        [
          sql`d.institute_id = ${inst}`,
          sql`d.deleted_at is null`,
          ...(q
            ? [
                sql`(d.name ilike ${likePattern(q)} or d.phone_number ilike ${likePattern(q)}
                  or d.driving_license_number ilike ${likePattern(q)})`,
              ]
            : []),
        ],
        sql` and `,
      );
      const [rows, count] = await Promise.all([
        sql<DriverRow>`select d.*, (select count(*)::int from transport_route r where r.driver_id = d.id and r.deleted_at is null
            and r.institute_id = d.institute_id) as routes
          from transport_driver d where ${where} order by d.created_at desc, d.id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from transport_driver d where ${where}`.execute(db),
      ]);
      return paged(
        'Driver list',
        rows.rows.map((r) => driverFromRow(rt, r)),
        Number(count.rows[0]?.n ?? 0),
        perPage,
        pageNo,
      );
    },
  );

  app.get(
    '/driver/:id',
    {
      config: { access: OFFICE, module: 'transport', readModels: ['transport_route'] },
      schema: { tags: TAGS, params: TransportIdParams, response: { 200: DriverReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const state = await rt.commands.state(driverDecider, driverStream(req.params.id), auth);
      liveFields(state, M.driverMissing);
      return ok('Driver details', await driverReply(rt, auth.instituteId, state));
    },
  );

  app.post(
    '/driver/create',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: TAGS, consumes: MULTIPART, body: DriverBody, response: { 200: DriverReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const base = driverFieldsOf(req.body);
      const driverId = idFor(ctx, 'driver');
      const photoKey = await storePhoto(req.body.photo, ctx, driverId);
      const out = await addDriver(rt, ctx, driverId, { ...base, photoKey }, 'FORM');
      return sendWritten(res, out.append, 'Driver added successfully', await driverReply(rt, ctx.instituteId, out.state));
    },
  );

  app.put(
    '/driver/update/:id',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: {
        tags: TAGS,
        consumes: MULTIPART,
        params: TransportIdParams,
        body: DriverBody,
        response: { 200: DriverReply, '4xx': ErrorReply },
      },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const current = liveFields(await rt.commands.state(driverDecider, driverStream(id), ctx), M.driverMissing);
      const base = driverFieldsOf(req.body);
      const scope = LICENCE_SCOPE(ctx.instituteId);
      const relicensed = numberKey(base.drivingLicenseNumber) !== numberKey(current.drivingLicenseNumber);
      if (relicensed) await rt.reservations.reserve(scope, numberKey(base.drivingLicenseNumber), id, M.duplicateLicence);
      try {
        const photoKey = await storePhoto(req.body.photo, ctx, id);
        const fields = { ...base, ...(photoKey ? { photoKey } : {}) };
        const out = await rt.commands.handle(driverDecider, driverStream(id), { type: 'UpdateDriver', data: { fields } }, ctx, {
          mustExist: M.driverMissing,
        });
        if (relicensed) await rt.reservations.release(scope, numberKey(current.drivingLicenseNumber), id);
        return sendWritten(res, out.append, 'Driver updated successfully', await driverReply(rt, ctx.instituteId, out.state));
      } catch (err) {
        if (relicensed) await rt.reservations.release(scope, numberKey(base.drivingLicenseNumber), id);
        throw err;
      }
    },
  );

  app.delete(
    '/driver/delete/:id',
    {
      config: { access: OFFICE, module: 'transport' },
      schema: { tags: TAGS, params: TransportIdParams, response: { 200: DriverReply, '4xx': ErrorReply } },
    },
    async (req, res) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      await routesCaughtUp(rt);
      const routes = (await routesUsing(db, ctx.instituteId, 'driver_id', [id])).get(id) ?? 0;
      const out = await rt.commands.handle(driverDecider, driverStream(id), { type: 'DeleteDriver', data: { routes } }, ctx, {
        mustExist: M.driverMissing,
      });
      await rt.reservations.release(LICENCE_SCOPE(ctx.instituteId), numberKey(out.state.fields!.drivingLicenseNumber), id);
      return sendWritten(res, out.append, 'Driver deleted successfully', await driverReply(rt, ctx.instituteId, out.state));
    },
  );
}
