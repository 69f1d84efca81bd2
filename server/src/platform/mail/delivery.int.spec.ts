import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database, type DB } from '../db/database.js';
import { Mailer } from './mailer.js';
import { deliverOutbox, retryDelayMs, type MailTransport } from './delivery.js';

let database: Database;
let db: DB;
let mailer: Mailer;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  db = database.db;
  await Mailer.migrate(db);
  mailer = new Mailer(db);
});
afterAll(async () => database?.close());

const sentTo: string[] = [];
const transport: MailTransport = {
  name: 'test',
  async deliver(m) {
    if (m.to.startsWith('refuse')) throw new Error('550 mailbox unavailable');
    sentTo.push(m.to);
  },
};

describe('outbox delivery (a job, at the mail server rate)', () => {
  it('hands over at most the rate per minute, oldest first, then says when to come back', async () => {
    let queued = 0;
    mailer.onQueued = () => queued++;
    await mailer.sendMany(Array.from({ length: 12 }, (_, i) => ({ to: `u${i}@x.test`, subject: 'Your account is ready', text: 'hi' })));
    expect(queued).toBe(1);
    const t0 = new Date('2026-11-24T10:00:00Z');
    // The rows were written "now"; the clock of the run is later, so the order is by creation.
    const first = await deliverOutbox(db, transport, { ratePerMinute: 5, now: () => t0 });
    expect(first.delivered).toBe(5);
    expect(first.retryInMs).toBe(60_000);
    expect(sentTo).toEqual(['u0@x.test', 'u1@x.test', 'u2@x.test', 'u3@x.test', 'u4@x.test']);
    // Within the same minute: nothing more.
    const again = await deliverOutbox(db, transport, { ratePerMinute: 5, now: () => new Date(t0.getTime() + 30_000) });
    expect(again.delivered).toBe(0);
    expect(again.retryInMs).toBe(30_000);
    const later = await deliverOutbox(db, transport, { ratePerMinute: 5, now: () => new Date(t0.getTime() + 61_000) });
    expect(later.delivered).toBe(5);
    const last = await deliverOutbox(db, transport, { ratePerMinute: 5, now: () => new Date(t0.getTime() + 122_000) });
    expect(last).toEqual({ delivered: 2, failed: 0, retryInMs: null });
    const waiting = await sql<{ n: number }>`select count(*)::int as n from mail_outbox where sent_at is null`.execute(db);
    expect(waiting.rows[0]!.n).toBe(0);
  });

  it('keeps a refused message waiting for a later attempt without holding up the rest', async () => {
    await mailer.send({ to: 'refuse@x.test', subject: 's', text: 't' });
    await mailer.send({ to: 'fine@x.test', subject: 's', text: 't' });
    const at = new Date('2026-11-24T11:00:00Z');
    const r = await deliverOutbox(db, transport, { ratePerMinute: 100, now: () => at });
    expect(r).toEqual({ delivered: 1, failed: 1, retryInMs: 60_000 });
    expect(sentTo).toContain('fine@x.test');
  });

  it('keeps the server’s answer, waits longer after each refusal and fails the message after the last attempt', async () => {
    await sql`delete from mail_outbox`.execute(db);
    await mailer.send({ to: 'refuse-always@x.test', subject: 'Fees', text: 't', replyTo: 'admin@x.test' });
    let at = new Date('2026-11-24T12:00:00Z').getTime();
    const waits: (number | null)[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await deliverOutbox(db, transport, { ratePerMinute: 100, now: () => new Date(at) });
      expect(r.failed).toBe(1);
      waits.push(r.retryInMs);
      at += r.retryInMs ?? 0;
    }
    expect(waits).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, null]);
    const row = await sql<{ attempts: number; last_error: string; failed_at: Date | null; reply_to: string }>`
      select attempts, last_error, failed_at, reply_to from mail_outbox`.execute(db);
    expect(row.rows[0]).toMatchObject({ attempts: 6, last_error: '550 mailbox unavailable', reply_to: 'admin@x.test' });
    expect(row.rows[0]!.failed_at).not.toBeNull();
    // A failed message is not tried again by the job.
    expect(await deliverOutbox(db, transport, { ratePerMinute: 100, now: () => new Date(at + 86_400_000) })).toEqual({
      delivered: 0,
      failed: 0,
      retryInMs: null,
    });
    expect(retryDelayMs(20)).toBe(6 * 3_600_000);
  });
});
