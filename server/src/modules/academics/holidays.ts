import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import { ErrorReply, HolidayBody, HolidayList, HolidayReply, IdParams, Ok, PageQuery } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor } from '../../platform/commands.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, paged } from '../../platform/http/reply.js';
import { dayOf, instituteDay, instituteOf, iso, liveState, pageOf, READERS, search, text, WRITERS } from './shared.js';
import { holidayDecider, holidayStream } from './holiday-decider.js';

const MISSING = 'Holiday not found.';
const Written = Ok(Type.Object({ _id: Type.String() }));
type Row = { id: string; title: string; start_date: string; end_date: string; created_at: Date | string };

const day = (value: string, required: string, label: string) => {
  const d = dayOf(text(value, required));
  if (!d) throw badRequest(`${label} must be an ISO date, e.g. 2026-01-26.`);
  return d;
};

export function holidayRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const view = (r: Row) => ({ _id: r.id, title: r.title, startDate: r.start_date, endDate: r.end_date, createdAt: iso(r.created_at) });

  app.post(
    '/holiday',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['holidays'], body: HolidayBody, response: { 200: HolidayReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const b = req.body;
      const startDate = day(b.startDate, 'Start date is required.', 'Start date');
      const endDate = day(b.endDate, 'End date is required.', 'End date');
      const holidayId = idFor(ctx, 'holiday');
      const title = (b.title ?? '').trim() || 'Holiday';
      const res = await rt.commands.handle(
        holidayDecider,
        holidayStream(holidayId),
        {
          type: 'DeclareHoliday',
          data: { holidayId, title, startDate, endDate, today: instituteDay(ctx.now) },
        },
        ctx,
      );
      return sendWritten(
        reply,
        res.append,
        'Holiday set successfully',
        view({
          id: holidayId,
          title,
          start_date: startDate,
          end_date: endDate,
          created_at: ctx.now.toISOString(),
        }),
      );
    },
  );

  app.delete(
    '/holiday/delete/:id',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['holidays'], params: IdParams, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      await liveState(rt, holidayDecider, holidayStream(id), ctx.instituteId, MISSING);
      const res = await rt.commands.handle(holidayDecider, holidayStream(id), { type: 'CancelHoliday', data: { holidayId: id } }, ctx, {
        mustExist: MISSING,
      });
      return sendWritten(reply, res.append, 'Holiday deleted successfully', { _id: id });
    },
  );

  const cols = sql`id, title, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, created_at`;
  app.get(
    '/holiday',
    {
      config: { access: READERS, module: 'academics', readModels: ['holiday'] },
      schema: { tags: ['holidays'], querystring: PageQuery, response: { 200: HolidayList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      const where = sql`where institute_id = ${instituteOf(req)} and deleted_at is null ${search(q, 'title')}`;
      const rows = await sql<Row>`select ${cols} from holiday ${where} order by start_date, id limit ${perPage} offset ${offset}`.execute(
        db,
      );
      const n = await sql<{ n: number }>`select count(*)::int as n from holiday ${where}`.execute(db);
      return paged('Holidays', rows.rows.map(view), n.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.get(
    '/holiday/:id',
    {
      config: { access: READERS, module: 'academics', readModels: ['holiday'] },
      schema: { tags: ['holidays'], params: IdParams, response: { 200: HolidayReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { id } = req.params;
      const r =
        await sql<Row>`select ${cols} from holiday where id = ${id} and institute_id = ${instituteOf(req)} and deleted_at is null`.execute(
          db,
        );
      if (!r.rows[0]) throw notFound(MISSING);
      return ok('Holiday', view(r.rows[0]));
    },
  );
}
