import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { MAIL_MAX_ATTEMPTS } from '@school/contracts';
import type { MailMessage } from './mailer.js';

/** The job that delivers the outbox (queued by every `Mailer.send`, deduplicated). */
export const MAIL_DELIVER_JOB = 'mail.deliver';
export const DEFAULT_MAIL_RATE_PER_MINUTE = 60;

/**
 * Where delivered messages go. An SMTP adapter plugs in here; without one (embedded mode, or no sender configured)
 * the outbox itself is the delivery: the message stays readable there (`GET mail/outbox`) and is marked sent.
 */
export interface MailTransport {
  readonly name: string;
  deliver(msg: MailMessage): Promise<void>;
}
export const outboxTransport: MailTransport = { name: 'outbox', deliver: async () => {} };

/** The wait after the n-th refused attempt (1 based): a minute, then doubling, at most 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

export interface DeliveryResult {
  delivered: number;
  failed: number;
  /** Milliseconds until the rate allows the next message, when messages are still waiting; null when none wait. */
  retryInMs: number | null;
}

/**
 * Delivers waiting messages, oldest first, at most `ratePerMinute` in any minute (a mail server refuses bursts, and
 * a bulk upload queues thousands of invitations at once). Rows are claimed with `skip locked`, so two workers never
 * send the same message. A message the transport refuses keeps the server's answer and is tried again after
 * `retryDelayMs` (doubling), until MAIL_MAX_ATTEMPTS refusals mark it failed (an admin may queue it again).
 */
export async function deliverOutbox(
  db: DB,
  transport: MailTransport,
  opts: { ratePerMinute: number; now?: () => Date },
): Promise<DeliveryResult> {
  const rate = Math.max(1, Math.floor(opts.ratePerMinute));
  const now = opts.now ?? (() => new Date());
  let delivered = 0;
  let failed = 0;
  for (;;) {
    const since = new Date(now().getTime() - 60_000);
    const window = await sql<{ n: string | number; oldest: Date | string | null }>`select count(*) as n, min(sent_at) as oldest
      from mail_outbox where sent_at > ${since}`.execute(db);
    const used = Number(window.rows[0]?.n ?? 0);
    const room = rate - used;
    const waiting = await sql<{ n: string | number }>`select count(*) as n from mail_outbox where sent_at is null
      and failed_at is null and (next_attempt_at is null or next_attempt_at <= ${now()})`.execute(db);
    if (Number(waiting.rows[0]?.n ?? 0) === 0) return { delivered, failed, retryInMs: await laterRetry(db, now()) };
    if (room <= 0) {
      const oldest = window.rows[0]?.oldest ? new Date(window.rows[0].oldest).getTime() : now().getTime();
      return { delivered, failed, retryInMs: Math.max(1000, oldest + 60_000 - now().getTime()) };
    }
    const batch = await db.transaction().execute(async (tx) => {
      type Row = { id: string; recipient: string; subject: string; body: string; reply_to: string | null; attempts: number };
      const rows = await sql<Row>`select id, recipient, subject, body, reply_to, attempts
        from mail_outbox where sent_at is null and failed_at is null and (next_attempt_at is null or next_attempt_at <= ${now()})
        order by created_at, seq limit ${room} for update skip locked`.execute(tx);
      const ok: string[] = [];
      let bad = 0;
      for (const r of rows.rows) {
        try {
          await transport.deliver({ to: r.recipient, subject: r.subject, text: r.body, ...(r.reply_to ? { replyTo: r.reply_to } : {}) });
          ok.push(r.id);
        } catch (err) {
          bad++;
          // The refusal waits before the next attempt (doubling), so one bad address does not hold up the rest; after
          // the last attempt the message is failed, with the server's answer kept for the admin to read.
          const attempts = Number(r.attempts) + 1;
          const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
          const last = attempts >= MAIL_MAX_ATTEMPTS;
          await sql`update mail_outbox set attempts = ${attempts}, last_error = ${error},
            next_attempt_at = ${last ? null : new Date(now().getTime() + retryDelayMs(attempts))}, failed_at = ${last ? now() : null}
            where id = ${r.id}`.execute(tx);
        }
      }
      if (ok.length > 0) await sql`update mail_outbox set sent_at = ${now()} where id = any(${ok}::text[])`.execute(tx);
      return { n: rows.rows.length, ok: ok.length, bad };
    });
    delivered += batch.ok;
    failed += batch.bad;
    if (batch.n === 0) return { delivered, failed, retryInMs: await laterRetry(db, now()) };
  }
}

/** When a refused message may be tried again, if any waits for that. */
async function laterRetry(db: DB, at: Date): Promise<number | null> {
  const r = await sql<{ next: Date | string | null }>`select min(next_attempt_at) as next from mail_outbox
    where sent_at is null and failed_at is null and next_attempt_at > ${at}`.execute(db);
  const next = r.rows[0]?.next;
  return next ? Math.max(1000, new Date(next).getTime() - at.getTime()) : null;
}
