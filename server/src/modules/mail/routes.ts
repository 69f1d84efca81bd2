import { sql } from 'kysely';
import {
  ErrorReply,
  IdParams,
  MAIL_MAX_ATTEMPTS,
  MAIL_MESSAGES,
  MailDeliveryList,
  MailDeliveryQuery,
  MailDeliveryReply,
  SendEmailBody,
  SendEmailReply,
  type MailDelivery,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, ok, pageOf, paged } from '../../platform/http/reply.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { idFor } from '../../platform/commands.js';
import { redactSecrets } from '../../platform/mail/mailer.js';
import { instituteName, liveInstituteUser } from '../identity/index.js';
import { grantsOf } from '../permissions/index.js';
import { userMailDecider, userMailStream } from './decider.js';

const SENDERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const ADMINS: Role[] = ['SUPER_ADMIN', 'ADMIN'];

type Row = {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string | null;
  sent_at: Date | string | null;
  failed_at: Date | string | null;
  created_at: Date | string;
};
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const statusOf = (r: Row): MailDelivery['status'] =>
  r.sent_at ? 'SENT' : r.failed_at ? 'FAILED' : Number(r.attempts) > 0 ? 'RETRYING' : 'QUEUED';
const view = (r: Row): MailDelivery => ({
  _id: r.id,
  to: r.recipient,
  subject: r.subject,
  body: redactSecrets(r.body),
  status: statusOf(r),
  attempts: Number(r.attempts),
  lastError: r.last_error,
  nextAttemptAt: r.sent_at || r.failed_at ? null : iso(r.next_attempt_at),
  sentAt: iso(r.sent_at),
  createdAt: new Date(r.created_at).toISOString(),
});
const STATUS_SQL = {
  SENT: sql`sent_at is not null`,
  FAILED: sql`sent_at is null and failed_at is not null`,
  RETRYING: sql`sent_at is null and failed_at is null and attempts > 0`,
  QUEUED: sql`sent_at is null and failed_at is null and attempts = 0`,
};
const COLUMNS = sql`id, recipient, subject, body, attempts, last_error, next_attempt_at, sent_at, failed_at, created_at`;

/** E-mail to a user (000 §7 user/send-email) and the delivery state of the institute's messages (issue 19 §3). */
export async function mailRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const grants = grantsOf(rt);

  app.post(
    '/user/send-email',
    {
      // MANAGER and STAFF need the module of the person written to (student or staff): checked below, by the target.
      config: { access: SENDERS },
      schema: { tags: ['mail'], body: SendEmailBody, response: { 200: SendEmailReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const ctx = commandContext(req);
      const subject = req.body.subject.trim();
      const message = req.body.message.trim();
      if (!subject) throw badRequest(MAIL_MESSAGES.subjectRequired);
      if (!message) throw badRequest(MAIL_MESSAGES.messageRequired);
      const [to, from] = await Promise.all([
        liveInstituteUser(rt, req.body.userId, auth.instituteId),
        liveInstituteUser(rt, auth.userId, auth.instituteId),
      ]);
      if (!to) throw notFound(MAIL_MESSAGES.userMissing);
      // A MANAGER or STAFF member writes to students and parents with module student, to staff with module staff.
      if (auth.role === 'MANAGER' || auth.role === 'STAFF') {
        const needed = to.role === 'STUDENT' || to.role === 'PARENT' ? 'student' : 'staff';
        if (!(await grants(auth)).has(needed)) throw forbidden('You do not have access to this user.');
      }
      const institute = (await instituteName(db, auth.instituteId)) ?? '';
      const mailId = idFor(ctx, 'user-email');
      const res = await rt.commands.handle(
        userMailDecider,
        userMailStream(mailId),
        { type: 'RecordUserEmail', data: { mailId, userId: to.id, subject } },
        ctx,
      );
      const signature = [from?.displayName, institute].filter(Boolean).join('\n');
      await rt.mailer.send(
        { to: to.email, subject, text: `${message}\n\n—\n${signature}`, ...(from?.email ? { replyTo: from.email } : {}) },
        auth.instituteId,
        mailId,
      );
      return sendWritten(reply, res.append, 'Email sent successfully', { _id: mailId, to: to.email, subject, status: 'QUEUED' as const });
    },
  );

  app.get(
    '/mail/delivery',
    {
      config: { access: ADMINS },
      schema: { tags: ['mail'], querystring: MailDeliveryQuery, response: { 200: MailDeliveryList, '4xx': ErrorReply } },
    },
    async (req) => {
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 20);
      const where = sql.join(
        [
          sql`institute_id = ${authOf(req).instituteId}`,
          ...(q.status ? [STATUS_SQL[q.status]] : []),
          ...(q.searchTitle?.trim()
            ? [sql`(recipient ilike ${likePattern(q.searchTitle)} or subject ilike ${likePattern(q.searchTitle)})`]
            : []),
        ],
        sql` and `,
      );
      const [rows, count] = await Promise.all([
        sql<Row>`select ${COLUMNS} from mail_outbox where ${where} order by created_at desc, seq desc
          limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: string }>`select count(*) as n from mail_outbox where ${where}`.execute(db),
      ]);
      return paged('Email delivery', rows.rows.map(view), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
    },
  );

  app.post(
    '/mail/retry/:id',
    {
      config: { access: ADMINS },
      schema: { tags: ['mail'], params: IdParams, response: { 200: MailDeliveryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const inst = authOf(req).instituteId;
      const found = await sql<Row>`select ${COLUMNS} from mail_outbox where id = ${req.params.id} and institute_id = ${inst}`.execute(db);
      const row = found.rows[0];
      if (!row) throw notFound(MAIL_MESSAGES.mailMissing);
      if (statusOf(row) !== 'FAILED') throw conflict(MAIL_MESSAGES.notFailed);
      // Another round of attempts: the count starts again so the waits are short again; the last answer stays visible.
      const r = await sql<Row>`update mail_outbox set failed_at = null, attempts = 0, next_attempt_at = null
        where id = ${row.id} and failed_at is not null and sent_at is null returning ${COLUMNS}`.execute(db);
      if (!r.rows[0]) throw conflict(MAIL_MESSAGES.notFailed);
      rt.mailer.onQueued();
      return ok('Email queued again', view(r.rows[0]));
    },
  );
}
