import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import { ErrorReply, FilterPageQuery, IdParams, Ok, SessionBody, SessionList, SessionReply } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, paged } from '../../platform/http/reply.js';
import { caughtUp, dayOf, PICKER_MODULES, instituteOf, iso, liveState, pageOf, READERS, search, text, WRITERS } from './shared.js';
import { checkYears, sessionDecider, sessionStream, sessionTitle } from './session-decider.js';

const TITLE_SCOPE = (inst: string) => `session-title:${inst}`;
const DUPLICATE = 'This session already exists.';
const MISSING = 'Session not found.';
const Written = Ok(Type.Object({ _id: Type.String() }));

type Row = { id: string; title: string; start_year: number; end_year: number; created_at: Date | string };

/** The year of an ISO date, read as a day of the institute (the UI picks a year and sends a date). */
const yearOf = (value: string, required: string, label: string) => {
  const day = dayOf(text(value, required));
  if (!day) throw badRequest(`${label} must be an ISO date, e.g. 2025-01-01.`);
  return Number(day.slice(0, 4));
};
const years = (b: SessionBody) => {
  const startYear = yearOf(b.startYear, 'From year is required.', 'From year');
  const endYear = yearOf(b.endYear, 'To year is required.', 'To year');
  checkYears(startYear, endYear);
  return { startYear, endYear };
};

export function sessionRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const view = (r: Row) => ({ _id: r.id, title: r.title, startYear: r.start_year, endYear: r.end_year, createdAt: iso(r.created_at) });

  app.post(
    '/session/create',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['sessions'], body: SessionBody, response: { 200: SessionReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { startYear, endYear } = years(req.body);
      const sessionId = idFor(ctx, 'session');
      const title = sessionTitle(startYear, endYear);
      await rt.reservations.reserve(TITLE_SCOPE(ctx.instituteId), title, sessionId, DUPLICATE);
      try {
        const res = await rt.commands.handle(
          sessionDecider,
          sessionStream(sessionId),
          { type: 'CreateSession', data: { sessionId, startYear, endYear } },
          ctx,
        );
        return sendWritten(
          reply,
          res.append,
          'Session created successfully',
          view({
            id: sessionId,
            title,
            start_year: startYear,
            end_year: endYear,
            created_at: ctx.now.toISOString(),
          }),
        );
      } catch (err) {
        await rt.reservations.release(TITLE_SCOPE(ctx.instituteId), title, sessionId);
        throw err;
      }
    },
  );

  app.put(
    '/session/update/:id',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['sessions'], params: IdParams, body: SessionBody, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const { startYear, endYear } = years(req.body);
      const old = (await liveState(rt, sessionDecider, sessionStream(id), ctx.instituteId, MISSING)).title;
      const title = sessionTitle(startYear, endYear);
      const scope = TITLE_SCOPE(ctx.instituteId);
      const changed = old !== title;
      if (changed) await rt.reservations.reserve(scope, title, id, DUPLICATE);
      try {
        const res = await rt.commands.handle(
          sessionDecider,
          sessionStream(id),
          { type: 'UpdateSession', data: { sessionId: id, startYear, endYear } },
          ctx,
          { mustExist: MISSING },
        );
        if (changed) await rt.reservations.release(scope, old, id);
        return sendWritten(reply, res.append, 'Session updated successfully', { _id: id });
      } catch (err) {
        if (changed) await rt.reservations.release(scope, title, id);
        throw err;
      }
    },
  );

  app.delete(
    '/session/delete/:id',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['sessions'], params: IdParams, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const old = (await liveState(rt, sessionDecider, sessionStream(id), ctx.instituteId, MISSING)).title;
      await caughtUp(rt, ['batch']);
      const r = await sql<{ n: number }>`select count(*)::int as n from batch
      where session_id = ${id} and institute_id = ${ctx.instituteId} and deleted_at is null`.execute(db);
      const n = r.rows[0]?.n ?? 0;
      if (n) throw conflict(`This session still has ${n} batch(es). Delete them first.`);
      const res = await rt.commands.handle(sessionDecider, sessionStream(id), { type: 'DeleteSession', data: { sessionId: id } }, ctx, {
        mustExist: MISSING,
      });
      await rt.reservations.release(TITLE_SCOPE(ctx.instituteId), old, id);
      return sendWritten(reply, res.append, 'Session deleted successfully', { _id: id });
    },
  );

  const cols = sql`id, title, start_year, end_year, created_at`;
  app.get(
    '/session',
    {
      config: { access: READERS, module: 'academics', readableWith: PICKER_MODULES, readModels: ['academic_session'] },
      schema: { tags: ['sessions'], querystring: FilterPageQuery, response: { 200: SessionList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 5);
      const where = sql`where institute_id = ${instituteOf(req)} and deleted_at is null ${search(q, 'title')}`;
      const rows =
        await sql<Row>`select ${cols} from academic_session ${where} order by start_year desc, end_year desc, id limit ${perPage} offset ${offset}`.execute(
          db,
        );
      const n = await sql<{ n: number }>`select count(*)::int as n from academic_session ${where}`.execute(db);
      return paged('Sessions', rows.rows.map(view), n.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.get(
    '/session/:id',
    {
      config: { access: READERS, module: 'academics', readableWith: PICKER_MODULES, readModels: ['academic_session'] },
      schema: { tags: ['sessions'], params: IdParams, response: { 200: SessionReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { id } = req.params;
      const r =
        await sql<Row>`select ${cols} from academic_session where id = ${id} and institute_id = ${instituteOf(req)} and deleted_at is null`.execute(
          db,
        );
      if (!r.rows[0]) throw notFound(MISSING);
      return ok('Session', view(r.rows[0]));
    },
  );
}
