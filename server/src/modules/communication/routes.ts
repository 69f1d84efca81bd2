import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import {
  CreateNoticeBody,
  ErrorReply,
  IdParams,
  NoticeList,
  NoticeListQuery,
  NoticeReply,
  NotificationList,
  Ok,
  PageQuery,
  ReadNotificationBody,
  UnreadCountReply,
  type NoticeAudience,
  type Role,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, ok, pageOf, paged } from '../../platform/http/reply.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { idFor } from '../../platform/commands.js';
import { audienceOf } from '../identity/index.js';
import { inboxDecider, inboxStream, noticeDecider, noticeStream, type NoticeState } from './deciders.js';

const PUBLISHERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** 001 §6: deleting a notice needs ADMIN or STAFF. */
const DELETERS: Role[] = ['ADMIN', 'STAFF'];
const ADMINS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];

type NoticeRow = {
  id: string;
  title: string;
  description: string;
  start_time: Date | string;
  end_time: Date | string;
  role: string;
  batch: string | null;
  created_by: string;
  created_by_name: string;
  created_at: Date | string;
  recipients: string[];
};
const iso = (d: Date | string) => new Date(d).toISOString();
const noticeView = (r: NoticeRow) => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  startTime: iso(r.start_time),
  endTime: iso(r.end_time),
  role: r.role,
  batch: r.batch,
  createdAt: iso(r.created_at),
  createdBy: { _id: r.created_by, displayName: r.created_by_name },
  recipients: r.recipients.length,
});
/** The notice as the decider left it after publishing (the command handler's state), for the create reply. */
const noticeOfState = (s: NoticeState) => {
  if (!s.notice || !s.published) throw notFound('Notice not found.');
  const n = s.notice;
  return noticeView({
    id: n.noticeId,
    title: n.title,
    description: n.description,
    start_time: n.startTime,
    end_time: n.endTime,
    role: n.role,
    batch: n.batch,
    created_by: s.published.by,
    created_by_name: n.createdByName,
    created_at: s.published.at,
    recipients: n.recipients,
  });
};

export async function communicationRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  /** The audience, resolved when the notice is published (students' notices reach their parents too). */
  const recipientsOf = async (instituteId: string, role: NoticeAudience, author: string): Promise<string[]> => {
    const roles: Record<NoticeAudience, string[]> = {
      ALL: ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'],
      STAFF: ['STAFF'],
      TEACHER: ['TEACHER'],
      STUDENT: ['STUDENT'],
    };
    return audienceOf(rt, instituteId, roles[role], { except: author, parentsOfStudents: role === 'STUDENT' });
  };

  app.post(
    '/notice/create',
    {
      config: { access: PUBLISHERS, module: 'notice' },
      schema: { tags: ['notices'], body: CreateNoticeBody, response: { 200: NoticeReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const body = req.body;
      const role = body.role ?? 'ALL';
      const title = body.title.trim();
      if (title.length < 3 || title.length > 50) throw badRequest('Title must be 3 to 50 characters.');
      if (body.batch) throw badRequest('Batch not found.');
      const noticeId = idFor(ctx, 'notice');
      const recipients = await recipientsOf(ctx.instituteId, role, ctx.actor.userId);
      const data = {
        noticeId,
        title,
        description: body.description.trim(),
        startTime: iso(body.startTime),
        endTime: iso(body.endTime),
        role,
        batch: null,
        createdByName: authOf(req).displayName,
        recipients,
      };
      const res = await rt.commands.handle(
        noticeDecider,
        noticeStream(noticeId),
        { type: 'PublishNotice', data, now: ctx.now.toISOString() },
        ctx,
      );
      return sendWritten(reply, res.append, 'Notice created successfully', noticeOfState(res.state));
    },
  );

  app.delete(
    '/notice/delete/:id',
    {
      config: { access: DELETERS, module: 'notice' },
      schema: { tags: ['notices'], params: IdParams, response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const res = await rt.commands.handle(noticeDecider, noticeStream(id), { type: 'DeleteNotice', data: { noticeId: id } }, ctx, {
        mustExist: 'Notice not found.',
      });
      return sendWritten(reply, res.append, 'Notice deleted successfully', { _id: id });
    },
  );

  app.get(
    '/notice',
    {
      config: { access: 'authenticated', readModels: ['notice'] },
      schema: { tags: ['notices'], querystring: NoticeListQuery, response: { 200: NoticeList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 10);
      const where = sql.join(
        [
          sql`institute_id = ${a.instituteId}`,
          sql`deleted_at is null`,
          // Staff-side roles see every notice of the institute; others the ones addressed to them.
          ...(ADMINS.includes(a.role) ? [] : [sql`(${a.userId} = any(recipients) or created_by = ${a.userId})`]),
          ...(q.active ? [sql`start_time <= now() and end_time >= now()`] : []),
          ...(q.searchTitle?.trim() ? [sql`title ilike ${likePattern(q.searchTitle)}`] : []),
        ],
        sql` and `,
      );
      const [rows, count] = await Promise.all([
        sql<NoticeRow>`select * from notice where ${where} order by created_at desc, id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: string }>`select count(*) as n from notice where ${where}`.execute(db),
      ]);
      return paged('Notices', rows.rows.map(noticeView), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.get(
    '/notification',
    {
      config: { access: 'authenticated', readModels: ['notification'] },
      schema: { tags: ['notifications'], querystring: PageQuery, response: { 200: NotificationList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const { perPage, pageNo, offset } = pageOf(req.query, 10);
      const [rows, counts] = await Promise.all([
        sql<{
          id: string;
          title: string;
          description: string;
          created_at: Date | string;
          read_at: Date | string | null;
          kind: string;
          ref_id: string;
        }>`
        select id, title, description, created_at, read_at, kind, ref_id from notification
        where user_id = ${a.userId} and institute_id = ${a.instituteId}
        order by created_at desc, id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ total: string; unread: string }>`select count(*) as total, count(*) filter (where read_at is null) as unread
        from notification where user_id = ${a.userId} and institute_id = ${a.instituteId}`.execute(db),
      ]);
      const total = Number(counts.rows[0]?.total ?? 0);
      return {
        ...paged(
          'Notifications',
          rows.rows.map((r) => ({
            _id: r.id,
            title: r.title,
            description: r.description,
            createdAt: iso(r.created_at),
            readStatus: r.read_at !== null,
            kind: r.kind,
            refId: r.ref_id,
          })),
          total,
          perPage,
          pageNo,
        ),
        unreadCount: Number(counts.rows[0]?.unread ?? 0),
      };
    },
  );

  app.get(
    '/notification/unread-count',
    {
      config: { access: 'authenticated', readModels: ['notification'] },
      schema: { tags: ['notifications'], response: { 200: UnreadCountReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const r = await sql<{ n: string }>`select count(*) as n from notification
      where user_id = ${a.userId} and institute_id = ${a.instituteId} and read_at is null`.execute(db);
      return ok('Unread notifications', { unreadCount: Number(r.rows[0]?.n ?? 0) });
    },
  );

  app.put(
    '/notification/read',
    {
      config: { access: 'authenticated', readModels: ['notification'] },
      schema: {
        tags: ['notifications'],
        body: ReadNotificationBody,
        response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { notificationId } = req.body;
      const mine = await sql<{ id: string }>`select id from notification
      where id = ${notificationId} and user_id = ${ctx.actor.userId} and institute_id = ${ctx.instituteId}`.execute(db);
      if (!mine.rows[0]) throw notFound('Notification not found.');
      const res = await rt.commands.handle(
        inboxDecider,
        inboxStream(ctx.instituteId, ctx.actor.userId),
        {
          type: 'MarkNotificationRead',
          data: { notificationId, userId: ctx.actor.userId },
        },
        ctx,
      );
      return sendWritten(reply, res.append, 'Notification marked as read', { _id: notificationId });
    },
  );
}
