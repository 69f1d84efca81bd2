import { sql } from 'kysely';
import {
  DashboardStatQuery,
  ErrorReply,
  PAGE_VIEW_PLATFORMS,
  PageViewBody,
  PageViewReply,
  PageViewStatusReply,
  ROLES,
  platformOf,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { badRequest } from '../../platform/errors.js';
import { uuidFrom } from '../../platform/ids.js';
import { pageVisitDecider, pageVisitStream } from './decider.js';

/** The admin dashboard's readers (its other calls' roles). */
const DASHBOARD: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];

/** Page views (issue 19 §6): a visit per browser session, and the Page View Status widget's counts. */
export async function pageViewsRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.post(
    '/page-view',
    {
      config: { access: [...ROLES] },
      schema: { tags: ['page-views'], body: PageViewBody, response: { 200: PageViewReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const platform = platformOf(req.headers['user-agent']);
      // The visit's id is its institute, user and session: another user's key names another visit.
      const visitId = uuidFrom(ctx.instituteId, ctx.actor.userId, 'page-view', req.body.sessionKey);
      const res = await rt.commands.handle(
        pageVisitDecider,
        pageVisitStream(visitId),
        { type: 'RecordVisit', data: { visitId, userId: ctx.actor.userId, platform } },
        ctx,
      );
      return sendWritten(reply, res.append, 'Visit recorded', { platform, recorded: res.events.length > 0 });
    },
  );

  app.get(
    '/dashboard/admin/page-view-status',
    {
      config: { access: DASHBOARD, readModels: ['page_view'] },
      schema: { tags: ['page-views'], querystring: DashboardStatQuery, response: { 200: PageViewStatusReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const start = req.query.startDate ? new Date(req.query.startDate) : null;
      const end = req.query.endDate ? new Date(req.query.endDate) : null;
      if (start && end && end < start) throw badRequest('End date cannot be before start date.');
      const r = await sql<{ platform: string; n: string }>`select platform, count(distinct user_id) as n from page_view
        where institute_id = ${authOf(req).instituteId}
          ${start ? sql`and visited_at >= ${start}` : sql``} ${end ? sql`and visited_at <= ${end}` : sql``}
        group by platform`.execute(db);
      const counts = new Map(r.rows.map((x) => [x.platform, Number(x.n)]));
      return ok(
        'Page view status',
        PAGE_VIEW_PLATFORMS.map((p) => ({ _id: p, totalUser: counts.get(p) ?? 0 })),
      );
    },
  );
}
