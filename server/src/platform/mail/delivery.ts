import { sql } from 'kysely';
import type { DB } from '../db/database.js';
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

export interface DeliveryResult {
  delivered: number;
  failed: number;
  /** Milliseconds until the rate allows the next message, when messages are still waiting; null when none wait. */
  retryInMs: number | null;
}

/**
 * Delivers waiting messages, oldest first, at most `ratePerMinute` in any minute (a mail server refuses bursts, and
 * a bulk upload queues thousands of invitations at once). Rows are claimed with `skip locked`, so two workers never
 * send the same message. A message the transport refuses stays waiting and is tried again on the next run.
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
      and (next_attempt_at is null or next_attempt_at <= ${now()})`.execute(db);
    if (Number(waiting.rows[0]?.n ?? 0) === 0) return { delivered, failed, retryInMs: await laterRetry(db, now()) };
    if (room <= 0) {
      const oldest = window.rows[0]?.oldest ? new Date(window.rows[0].oldest).getTime() : now().getTime();
      return { delivered, failed, retryInMs: Math.max(1000, oldest + 60_000 - now().getTime()) };
    }
    const batch = await db.transaction().execute(async (tx) => {
      const rows = await sql<{ id: string; recipient: string; subject: string; body: string }>`select id, recipient, subject, body
        from mail_outbox where sent_at is null and (next_attempt_at is null or next_attempt_at <= ${now()})
        order by created_at, seq limit ${room} for update skip locked`.execute(tx);
      const ok: string[] = [];
      const bad: string[] = [];
      for (const r of rows.rows) {
        try {
          await transport.deliver({ to: r.recipient, subject: r.subject, text: r.body });
          ok.push(r.id);
        } catch {
          bad.push(r.id);
        }
      }
      if (ok.length > 0) await sql`update mail_outbox set sent_at = ${now()} where id = any(${ok}::text[])`.execute(tx);
      // A refused message waits a minute before the next attempt, so one bad address does not hold up the rest.
      if (bad.length > 0)
        await sql`update mail_outbox set attempts = attempts + 1, next_attempt_at = ${new Date(now().getTime() + 60_000)}
          where id = any(${bad}::text[])`.execute(tx);
      return { n: rows.rows.length, ok: ok.length, bad: bad.length };
    });
    delivered += batch.ok;
    failed += batch.bad;
    if (batch.n === 0) return { delivered, failed, retryInMs: await laterRetry(db, now()) };
  }
}

/** When a refused message may be tried again, if any waits for that. */
async function laterRetry(db: DB, at: Date): Promise<number | null> {
  const r = await sql<{ next: Date | string | null }>`select min(next_attempt_at) as next from mail_outbox
    where sent_at is null and next_attempt_at > ${at}`.execute(db);
  const next = r.rows[0]?.next;
  return next ? Math.max(1000, new Date(next).getTime() - at.getTime()) : null;
}
