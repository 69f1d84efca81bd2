import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database, type DB } from '../db/database.js';
import { Mailer } from './mailer.js';
import { deliverOutbox, type MailTransport } from './delivery.js';

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
});
