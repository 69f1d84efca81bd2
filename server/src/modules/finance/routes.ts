import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import {
  CreateFinanceBody,
  ErrorReply,
  FinanceEntryReply,
  FinanceList,
  FinanceListQuery,
  IdParams,
  Ok,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { userCardsById } from '../identity/index.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, pageOf, paged } from '../../platform/http/reply.js';
import { idFor } from '../../platform/commands.js';
import { financeDecider, financeEntryStream } from './decider.js';

export const FINANCE_ROLES: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
/** Staff granted the finance module (directly or through their department) may list the entries. */
const FINANCE_READERS: Role[] = [...FINANCE_ROLES, 'STAFF'];

type Row = {
  id: string;
  title: string;
  finance_type: 'CREDIT' | 'DEBIT';
  amount: number;
  created_at: Date | string;
  created_by: string;
  source?: string;
  source_id?: string | null;
  party_name?: string | null;
};

export async function financeRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const view = (r: Row) => ({
    _id: r.id,
    id: r.id,
    title: r.title,
    financeType: r.finance_type,
    amount: Number(r.amount),
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.created_by,
    source: r.source ?? 'MANUAL',
    ...(r.source_id ? { sourceId: r.source_id } : {}),
    ...(r.party_name ? { partyName: r.party_name } : {}),
  });

  app.post(
    '/finance/create',
    {
      config: { access: FINANCE_ROLES, module: 'finance' },
      schema: { tags: ['finance'], body: CreateFinanceBody, response: { 200: FinanceEntryReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const title = body.title.trim();
      const entryId = idFor(ctx, 'finance-entry');
      const data = { entryId, title, financeType: body.financeType, amount: body.amount };
      const res = await rt.commands.handle(financeDecider, financeEntryStream(entryId), { type: 'RecordFinanceEntry', data }, ctx);
      return sendWritten(
        reply,
        res.append,
        'Finance entry added successfully',
        view({
          id: entryId,
          title,
          finance_type: body.financeType,
          amount: body.amount,
          created_at: ctx.now,
          created_by: ctx.actor.userId,
        }),
      );
    },
  );

  app.delete(
    '/finance/delete/:id',
    {
      config: { access: FINANCE_ROLES, module: 'finance' },
      schema: { tags: ['finance'], params: IdParams, response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const res = await rt.commands.handle(
        financeDecider,
        financeEntryStream(id),
        { type: 'DeleteFinanceEntry', data: { entryId: id } },
        ctx,
        {
          mustExist: 'Finance entry not found.',
        },
      );
      return sendWritten(reply, res.append, 'Finance entry deleted successfully', { _id: id });
    },
  );

  app.get(
    '/finance',
    {
      config: { access: FINANCE_READERS, module: 'finance', readModels: ['finance_entry'] },
      schema: { tags: ['finance'], querystring: FinanceListQuery, response: { 200: FinanceList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      const where = sql.join(
        [
          sql`institute_id = ${authOf(req).instituteId}`,
          sql`deleted_at is null`,
          ...(q.searchTitle?.trim() ? [sql`title ilike ${likePattern(q.searchTitle)}`] : []),
          ...(q.financeType ? [sql`finance_type = ${q.financeType}`] : []),
          ...(q.startDate ? [sql`created_at >= ${new Date(q.startDate).toISOString()}`] : []),
          ...(q.endDate ? [sql`created_at <= ${new Date(q.endDate).toISOString()}`] : []),
          ...(q.source === 'MANUAL' ? [sql`source = 'MANUAL'`] : q.source === 'POSTED' ? [sql`source <> 'MANUAL'`] : []),
        ],
        sql` and `,
      );
      const [rows, count] = await Promise.all([
        sql<Row & { party_id: string | null }>`select id, title, finance_type, amount, created_at, created_by, source, source_id, party_id
        from finance_entry where ${where} order by created_at desc, id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: string }>`select count(*) as n from finance_entry where ${where}`.execute(db),
      ]);
      // The party's name comes from identity (staff paid, student charged), not a join on its table.
      const parties = await userCardsById(
        db,
        rows.rows.flatMap((r) => (r.party_id ? [r.party_id] : [])),
      );
      for (const r of rows.rows) r.party_name = r.party_id ? (parties.get(r.party_id)?.displayName ?? null) : null;
      return paged('Finance entries', rows.rows.map(view), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );
}
