import { sql } from 'kysely';
import {
  AppUpdateBody,
  AppUpdateList,
  AppUpdateListQuery,
  AppUpdateQuery,
  AppUpdateReply,
  ErrorReply,
  ROLES,
  type AppUpdate,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { idFor } from '../../platform/commands.js';
import { userCardsById } from '../identity/index.js';
import { appUpdateDecider, appUpdateStream } from './decider.js';

/** Who publishes the notice: the institute's administrators (000 §2 Android App Update form). */
export const APP_UPDATE_PUBLISHERS: Role[] = ['SUPER_ADMIN', 'ADMIN'];

type Row = {
  id: string;
  type: 'ANDROID';
  version: string;
  title: string;
  message: string;
  is_dismissible: boolean;
  created_at: Date | string;
  created_by: string;
};
const COLUMNS = sql`id, type, version, title, message, is_dismissible, created_at, created_by`;

/** App update notices (issue 19 §5): publish a version, read the newest, list what was published. */
export async function appUpdatesRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const views = async (rows: readonly Row[]): Promise<AppUpdate[]> => {
    const people = await userCardsById(
      db,
      rows.map((r) => r.created_by),
    );
    return rows.map((r) => ({
      _id: r.id,
      type: r.type,
      version: r.version,
      title: r.title,
      message: r.message,
      isDismissible: r.is_dismissible,
      createdAt: new Date(r.created_at).toISOString(),
      createdBy: { _id: r.created_by, displayName: people.get(r.created_by)?.displayName ?? 'Unavailable' },
    }));
  };

  app.post(
    '/app-update',
    {
      config: { access: APP_UPDATE_PUBLISHERS },
      schema: { tags: ['app-updates'], body: AppUpdateBody, response: { 200: AppUpdateReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const b = req.body;
      const type = b.type ?? 'ANDROID';
      const data = {
        updateId: idFor(ctx, 'app-update'),
        type,
        version: b.version.trim(),
        title: b.title.trim(),
        message: b.message.trim(),
        isDismissible: b.isDismissible,
      };
      const res = await rt.commands.handle(
        appUpdateDecider,
        appUpdateStream(ctx.instituteId, type),
        { type: 'PublishAppUpdate', data },
        ctx,
      );
      const [view] = await views([
        {
          id: data.updateId,
          type,
          version: data.version,
          title: data.title,
          message: data.message,
          is_dismissible: data.isDismissible,
          created_at: ctx.now,
          created_by: ctx.actor.userId,
        },
      ]);
      return sendWritten(reply, res.append, 'App update published successfully', view);
    },
  );

  // The newest notice: every signed-in user's app (and panel) may ask.
  app.get(
    '/app-update',
    {
      config: { access: [...ROLES], readModels: ['app_update'] },
      schema: { tags: ['app-updates'], querystring: AppUpdateQuery, response: { 200: AppUpdateReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<Row>`select ${COLUMNS} from app_update
        where institute_id = ${authOf(req).instituteId} and type = ${req.query.type ?? 'ANDROID'}
        order by created_at desc, id desc limit 1`.execute(db);
      const [view] = await views(r.rows);
      return ok(view ? 'App update' : 'No app update published', view ?? null);
    },
  );

  app.get(
    '/app-update/history',
    {
      config: { access: APP_UPDATE_PUBLISHERS, readModels: ['app_update'] },
      schema: { tags: ['app-updates'], querystring: AppUpdateListQuery, response: { 200: AppUpdateList, '4xx': ErrorReply } },
    },
    async (req) => {
      const { perPage, pageNo, offset } = pageOf(req.query, 10);
      const where = sql`institute_id = ${authOf(req).instituteId} and type = ${req.query.type ?? 'ANDROID'}`;
      const [rows, count] = await Promise.all([
        sql<Row>`select ${COLUMNS} from app_update where ${where} order by created_at desc, id desc
          limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: string }>`select count(*) as n from app_update where ${where}`.execute(db),
      ]);
      return paged('App updates', await views(rows.rows), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );
}
