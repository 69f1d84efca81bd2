import { sql } from 'kysely';
import {
  CreateEnquiryBody,
  EnquiryIdParams,
  EnquiryList,
  EnquiryReplyBody,
  EnquiryThreadReply,
  EnquiryWrittenReply,
  ErrorReply,
  MarkEnquiryResolvedBody,
  OfficeEnquiryQuery,
  SUPPORT_MESSAGES as M,
  UserEnquiryQuery,
  type Enquiry,
  type EnquiryMessage,
  type EnquiryThread,
  type EnquiryWritten,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, pageOf, paged } from '../../platform/http/reply.js';
import { idFor } from '../../platform/commands.js';
import { notFound } from '../../platform/errors.js';
import { userCardsById } from '../identity/index.js';
import { enquiryDecider, enquiryStream, type EnquiryState } from './decider.js';
import { ASKERS, OFFICE, SUPPORT_MODULE, officeOf } from './office.js';

type Row = {
  id: string;
  user_id: string;
  user_role: string;
  subject: string;
  status: 'OPEN' | 'RESOLVED';
  created_at: Date | string;
  updated_at: Date | string;
  resolved_at: Date | string | null;
  resolved_by: string | null;
  message_count: number;
  last_message_id: string;
  last_message: string;
  last_from: 'USER' | 'STAFF';
  last_author: string;
  last_at: Date | string;
};
type MessageRow = { id: string; from_side: 'USER' | 'STAFF'; author_id: string; message: string; created_at: Date | string };

const iso = (d: Date | string) => new Date(d).toISOString();
const COLUMNS = sql`id, user_id, user_role, subject, status, created_at, updated_at, resolved_at, resolved_by, message_count,
  last_message_id, last_message, last_from, last_author, last_at`;

const written = (id: string, s: EnquiryState): EnquiryWritten => ({
  _id: id,
  subject: s.subject,
  status: s.resolved ? 'RESOLVED' : 'OPEN',
  resolved: s.resolved,
  messageCount: s.messageCount,
});

export async function supportRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const namesOf = async (ids: string[]) => {
    const cards = await userCardsById(db, ids);
    return (id: string) => ({ _id: id, name: cards.get(id)?.displayName ?? 'Unknown user' });
  };
  const views = async (rows: Row[]): Promise<Enquiry[]> => {
    const who = await namesOf(rows.flatMap((r) => [r.user_id, r.last_author]));
    return rows.map((r) => ({
      _id: r.id,
      subject: r.subject,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      status: r.status,
      resolved: r.status === 'RESOLVED',
      user: { ...who(r.user_id), role: r.user_role },
      messageCount: Number(r.message_count),
      recentMessage: {
        latest: {
          _id: r.last_message_id,
          message: r.last_message,
          from: r.last_from,
          sender: who(r.last_author),
          createdAt: iso(r.last_at),
        },
      },
    }));
  };
  /** One enquiry of the institute with its messages, oldest first; `userId` limits it to that user's own. */
  const thread = async (instituteId: string, enquiryId: string, userId?: string): Promise<EnquiryThread> => {
    const row = (
      await sql<Row>`select ${COLUMNS} from enquiry where id = ${enquiryId} and institute_id = ${instituteId}
        ${userId ? sql`and user_id = ${userId}` : sql``}`.execute(db)
    ).rows[0];
    if (!row) throw notFound(M.notFound);
    const messages = (
      await sql<MessageRow>`select id, from_side, author_id, message, created_at from enquiry_message
        where enquiry_id = ${enquiryId} and institute_id = ${instituteId} order by created_at, id`.execute(db)
    ).rows;
    const [view] = await views([row]);
    const who = await namesOf([...messages.map((m) => m.author_id), ...(row.resolved_by ? [row.resolved_by] : [])]);
    const list: EnquiryMessage[] = messages.map((m) => ({
      _id: m.id,
      message: m.message,
      from: m.from_side,
      sender: who(m.author_id),
      createdAt: iso(m.created_at),
    }));
    return {
      ...view!,
      messages: list,
      resolvedAt: row.resolved_at ? iso(row.resolved_at) : null,
      resolvedBy: row.resolved_by ? who(row.resolved_by) : null,
    };
  };

  app.post(
    '/enquiry/create',
    {
      config: { access: ASKERS },
      schema: { tags: ['support'], body: CreateEnquiryBody, response: { 200: EnquiryWrittenReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const enquiryId = idFor(ctx, 'enquiry');
      const office = await officeOf(rt, ctx.instituteId);
      const res = await rt.commands.handle(
        enquiryDecider,
        enquiryStream(enquiryId),
        {
          type: 'OpenEnquiry',
          data: {
            enquiryId,
            userId: ctx.actor.userId,
            userRole: ctx.actor.role,
            subject: req.body.subject,
            messageId: idFor(ctx, 'enquiry-message'),
            message: req.body.message,
            office,
          },
        },
        ctx,
      );
      return sendWritten(reply, res.append, M.created, written(enquiryId, res.state));
    },
  );

  app.post(
    '/enquiry/reply-to-user',
    {
      config: { access: OFFICE, module: SUPPORT_MODULE },
      schema: { tags: ['support'], body: EnquiryReplyBody, response: { 200: EnquiryWrittenReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { enquiryId, message } = req.body;
      const res = await rt.commands.handle(
        enquiryDecider,
        enquiryStream(enquiryId),
        {
          type: 'ReplyToUser',
          data: { enquiryId, messageId: idFor(ctx, 'enquiry-message'), staffId: ctx.actor.userId, message },
        },
        ctx,
        { mustExist: M.notFound },
      );
      return sendWritten(reply, res.append, M.replied, written(enquiryId, res.state));
    },
  );

  app.post(
    '/enquiry/reply',
    {
      config: { access: ASKERS },
      schema: { tags: ['support'], body: EnquiryReplyBody, response: { 200: EnquiryWrittenReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { enquiryId, message } = req.body;
      const office = await officeOf(rt, ctx.instituteId);
      const res = await rt.commands.handle(
        enquiryDecider,
        enquiryStream(enquiryId),
        {
          type: 'ReplyAsUser',
          data: { enquiryId, messageId: idFor(ctx, 'enquiry-message'), userId: ctx.actor.userId, message, office },
        },
        ctx,
        { mustExist: M.notFound },
      );
      return sendWritten(reply, res.append, M.replied, written(enquiryId, res.state));
    },
  );

  app.post(
    '/enquiry/mark-resolved',
    {
      config: { access: OFFICE, module: SUPPORT_MODULE },
      schema: { tags: ['support'], body: MarkEnquiryResolvedBody, response: { 200: EnquiryWrittenReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { enquiryId } = req.body;
      const res = await rt.commands.handle(enquiryDecider, enquiryStream(enquiryId), { type: 'MarkResolved', data: { enquiryId } }, ctx, {
        mustExist: M.notFound,
      });
      return sendWritten(reply, res.append, M.markedResolved, written(enquiryId, res.state));
    },
  );

  app.get(
    '/enquiry/user',
    {
      config: { access: ASKERS, readModels: ['enquiry', 'app_user'] },
      schema: { tags: ['support'], querystring: UserEnquiryQuery, response: { 200: EnquiryList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const auth = authOf(req);
      const { perPage, pageNo, offset } = pageOf(q, 10);
      const where = sql.join(
        [
          sql`institute_id = ${auth.instituteId}`,
          sql`user_id = ${auth.userId}`,
          ...(q.resolved === undefined ? [] : [sql`status = ${q.resolved ? 'RESOLVED' : 'OPEN'}`]),
          ...(q.searchTitle?.trim() ? [sql`subject ilike ${likePattern(q.searchTitle)}`] : []),
        ],
        sql` and `,
      );
      const [rows, count] = await Promise.all([
        sql<Row>`select ${COLUMNS} from enquiry where ${where} order by updated_at desc, id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: string }>`select count(*) as n from enquiry where ${where}`.execute(db),
      ]);
      return paged('Enquiries', await views(rows.rows), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.get(
    '/enquiry/user/:enquiryId',
    {
      config: { access: ASKERS, readModels: ['enquiry', 'app_user'] },
      schema: { tags: ['support'], params: EnquiryIdParams, response: { 200: EnquiryThreadReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      return { message: 'Enquiry', data: await thread(auth.instituteId, req.params.enquiryId, auth.userId) };
    },
  );

  app.get(
    '/enquiry/list',
    {
      config: { access: OFFICE, module: SUPPORT_MODULE, readModels: ['enquiry', 'app_user'] },
      schema: { tags: ['support'], querystring: OfficeEnquiryQuery, response: { 200: EnquiryList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      const status = q.status ?? 'ALL';
      const where = sql.join(
        [
          sql`institute_id = ${authOf(req).instituteId}`,
          ...(status === 'ALL' ? [] : [sql`status = ${status}`]),
          ...(q.role ? [sql`user_role = ${q.role}`] : []),
          ...(q.searchTitle?.trim() ? [sql`subject ilike ${likePattern(q.searchTitle)}`] : []),
        ],
        sql` and `,
      );
      // Open first, then the latest activity first.
      const [rows, count] = await Promise.all([
        sql<Row>`select ${COLUMNS} from enquiry where ${where}
        order by (status = 'OPEN') desc, updated_at desc, id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: string }>`select count(*) as n from enquiry where ${where}`.execute(db),
      ]);
      return paged('Enquiries', await views(rows.rows), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.get(
    '/enquiry/:enquiryId',
    {
      config: { access: OFFICE, module: SUPPORT_MODULE, readModels: ['enquiry', 'app_user'] },
      schema: { tags: ['support'], params: EnquiryIdParams, response: { 200: EnquiryThreadReply, '4xx': ErrorReply } },
    },
    async (req) => ({ message: 'Enquiry', data: await thread(authOf(req).instituteId, req.params.enquiryId) }),
  );
}
