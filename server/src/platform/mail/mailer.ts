import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (the sender of `user/send-email`); absent: the institute's no-reply sender. */
  replyTo?: string;
}

/** Hides the secret part of links (a reset or invitation token, a signature): what an operator may read over the API. */
export const redactSecrets = (text: string) => text.replace(/([?&](?:token|sig|signature|code)=)[^\s&#]+/gi, '$1[hidden]');

/**
 * Outgoing e-mail goes through an outbox table first, so nothing is lost if a sender is down and an
 * operator can read it (`GET mail/outbox`, links without their secret part). A sender for SMTP can drain it later.
 */
export class Mailer {
  /** While true, messages still go to the outbox but are not echoed (bulk invitations of the demo). */
  muted = false;
  /** Called after messages enter the outbox: the runtime queues the delivery job (platform/mail/delivery.ts). */
  onQueued: () => void = () => {};

  constructor(
    private readonly db: DB,
    /** Embedded mode shows each message on the console too, so a newcomer can follow a reset link. */
    private readonly echo?: (msg: MailMessage) => void,
  ) {}

  static async migrate(db: DB): Promise<void> {
    await sql`create table if not exists mail_outbox (
      id text primary key, institute_id text, recipient text not null, subject text not null, body text not null,
      created_at timestamptz not null default now(), sent_at timestamptz)`.execute(db);
    // Delivery bookkeeping (the rate-limited job): refused attempts and when to try again.
    await sql`alter table mail_outbox add column if not exists attempts integer not null default 0`.execute(db);
    await sql`alter table mail_outbox add column if not exists next_attempt_at timestamptz`.execute(db);
    // The order messages were queued in (one insert of many shares its created_at).
    await sql`alter table mail_outbox add column if not exists seq bigserial`.execute(db);
    await sql`create index if not exists mail_outbox_waiting on mail_outbox (created_at) where sent_at is null`.execute(db);
    await sql`create index if not exists mail_outbox_sent on mail_outbox (sent_at)`.execute(db);
    // Delivery state (issue 19 §3): the mail server's last answer, the give-up time, the reply address.
    await sql`alter table mail_outbox add column if not exists last_error text`.execute(db);
    await sql`alter table mail_outbox add column if not exists failed_at timestamptz`.execute(db);
    await sql`alter table mail_outbox add column if not exists reply_to text`.execute(db);
    await sql`create index if not exists mail_outbox_institute on mail_outbox (institute_id, created_at desc)`.execute(db);
  }

  async send(msg: MailMessage, instituteId: string | null = null, id: string = randomUUID()): Promise<string> {
    await sql`insert into mail_outbox (id, institute_id, recipient, subject, body, reply_to)
      values (${id}, ${instituteId}, ${msg.to}, ${msg.subject}, ${msg.text}, ${msg.replyTo ?? null})`.execute(this.db);
    if (!this.muted) this.echo?.(msg);
    this.onQueued();
    return id;
  }

  /** Many messages in one insert (bulk invitations); echoed like `send` unless muted. */
  async sendMany(msgs: MailMessage[], instituteId: string | null = null): Promise<void> {
    if (msgs.length === 0) return;
    await sql`insert into mail_outbox (id, institute_id, recipient, subject, body)
      values ${sql.join(msgs.map((m) => sql`(${randomUUID()}, ${instituteId}, ${m.to}, ${m.subject}, ${m.text})`))}`.execute(this.db);
    if (!this.muted) for (const m of msgs) this.echo?.(m);
    this.onQueued();
  }

  /** The latest messages with their links intact: for the sender and the tests, never for an API reply. */
  async latest(limit = 20, to?: string) {
    const r = await sql<{ id: string; recipient: string; subject: string; body: string; created_at: Date | string }>`
      select id, recipient, subject, body, created_at from mail_outbox
      ${to ? sql`where recipient = ${to.toLowerCase()}` : sql``} order by created_at desc limit ${limit}`.execute(this.db);
    return r.rows.map((x) => ({
      id: x.id,
      to: x.recipient,
      subject: x.subject,
      body: x.body,
      createdAt: new Date(x.created_at).toISOString(),
    }));
  }

  /** The latest messages with the secret part of every link hidden: what `GET mail/outbox` shows. */
  async latestRedacted(limit = 20, to?: string) {
    return (await this.latest(limit, to)).map((m) => ({ ...m, body: redactSecrets(m.body) }));
  }
}
