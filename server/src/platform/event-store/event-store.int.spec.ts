import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectionRunner, type Projection } from '@school/projections';
import { openDatabase, openIsolatedPostgres, type Database } from '../db/database.js';
import { eventOf, eventStoreContract } from './event-store.contract.js';
import { migrateEventStore, PostgresEventStore } from './postgres-event-store.js';
import { GENESIS_HASH, verifyChain } from '../audit/index.js';

interface Target {
  name: string;
  open(): Promise<Database>;
  dispose(): Promise<void>;
  /** A second, empty database on the same server (PostgreSQL only: PGlite is a single session). */
  fresh?(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`drop schema if exists "${schema}" cascade`);
  await c.end();
}

const targets: Target[] = [{ name: 'PGlite', open: () => openDatabase({ dataDir: null }), dispose: async () => {} }];
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const schema = `es_${randomBytes(5).toString('hex')}`;
  targets.push({
    name: 'PostgreSQL',
    open: () => openIsolatedPostgres(databaseUrl, schema),
    dispose: () => dropSchema(databaseUrl, schema),
    async fresh() {
      const other = `${schema}_fresh`;
      const database = await openIsolatedPostgres(databaseUrl, other);
      return {
        database,
        async dispose() {
          await database.close();
          await dropSchema(databaseUrl, other);
        },
      };
    },
  });
}

/**
 * Records every event it is given, in the order given. Deliberately without a unique key: a second
 * application of an event must show up as a second row instead of being absorbed.
 */
const seenProjection: Projection = {
  name: 'race_seen',
  version: 1,
  tables: {
    race_seen: (t) => sql`create table ${t} (seq bigserial primary key, event_id text not null, position bigint not null)`,
  },
  handles: ['RaceTicked'],
  async apply({ tx, table }, e) {
    await sql`insert into ${table('race_seen')} (event_id, position) values (${e.eventId}, ${e.position.toString()}::bigint)`.execute(tx);
  },
};

const tick = () => new Promise<void>((r) => setImmediate(r));

for (const target of targets) {
  describe(`PostgreSQL event store on ${target.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await migrateEventStore(database.db);
    });
    afterAll(async () => {
      await database?.close();
      await target.dispose();
    });

    eventStoreContract(target.name, async () => new PostgresEventStore(database.db, database.kind), { emptyAtStart: true });

    if (target.fresh) {
      const fresh = target.fresh.bind(target);
      it('creates its tables once when two processes start together on an empty database', async () => {
        const { database: empty, dispose } = await fresh();
        try {
          await Promise.all([migrateEventStore(empty.db), migrateEventStore(empty.db), migrateEventStore(empty.db)]);
          const store = new PostgresEventStore(empty.db, empty.kind);
          await store.append(`migrated-${randomUUID()}`, 'no_stream', [eventOf('Migrated')]);
          expect(await store.head()).toBeGreaterThan(0n);
        } finally {
          await dispose();
        }
      });
    }

    it('never lets a reader of the global log pass an event whose commit comes after a later position', async () => {
      const db = database.db;
      // The first append to each of these streams holds its commit open after taking its position.
      const slow = new Set<string>();
      let entered: (() => void) | null = null;
      const store = new PostgresEventStore(db, database.kind, {
        async beforeCommit(stream) {
          if (!slow.delete(stream)) return;
          entered?.();
          // A deliberate delay that creates the race; nothing waits on it as a condition.
          await new Promise((r) => setTimeout(r, 300));
        },
      });
      const runner = new ProjectionRunner({ db, store, projections: [seenProjection], batchSize: 7 });
      await runner.init();
      const start = await store.head();

      let racing = true;
      const projecting = (async () => {
        while (racing) {
          await runner.catchUp();
          await tick();
        }
      })();
      // An independent follower of the log: the order in which positions became visible to a reader.
      const visible: bigint[] = [];
      const following = (async () => {
        let cursor = start;
        // Once the appends are over it reads on to the end, so the last round is seen too.
        for (;;) {
          const done = !racing;
          const page = await store.readAll({ after: cursor, limit: 5 });
          for (const e of page) visible.push(e.position);
          if (page.length) cursor = page[page.length - 1]!.position;
          else if (done) return;
          await tick();
        }
      })();

      const appended = new Map<string, bigint>();
      try {
        for (let round = 0; round < 3; round++) {
          const slowStream = `raceSlow-${randomUUID()}`;
          slow.add(slowStream);
          const inFlight = new Promise<void>((r) => (entered = r));
          const late = eventOf('RaceTicked', { round });
          const lateAppend = store.append(slowStream, 'no_stream', [late]);
          await inFlight;
          const quick = Array.from({ length: 8 }, () => eventOf('RaceTicked', { round }));
          const quickResults = await Promise.all(quick.map((e) => store.append(`raceQuick-${randomUUID()}`, 'no_stream', [e])));
          const lateResult = await lateAppend;
          // The race is real: the late commit holds a position below every quick one.
          for (const r of quickResults) expect(r.lastPosition).toBeGreaterThan(lateResult.lastPosition);
          appended.set(late.eventId, lateResult.lastPosition);
          quick.forEach((e, i) => appended.set(e.eventId, quickResults[i]!.lastPosition));
        }
      } finally {
        racing = false;
        await Promise.all([projecting, following]);
      }
      await runner.catchUp();

      // The projection holds every appended event exactly once, applied in position order.
      const rows = await sql<{
        event_id: string;
        position: string;
      }>`select event_id, position::text as position from race_seen order by seq`.execute(db);
      expect(rows.rows).toHaveLength(appended.size);
      expect(new Set(rows.rows.map((r) => r.event_id))).toEqual(new Set(appended.keys()));
      for (const r of rows.rows) expect(BigInt(r.position)).toBe(appended.get(r.event_id));
      const order = rows.rows.map((r) => BigInt(r.position));
      expect(order).toEqual([...order].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

      // The raw follower saw every position of the log, each once and in order.
      const log = await store.readAll({ after: start, limit: 10_000 });
      expect(log.map((e) => e.eventId).sort()).toEqual([...appended.keys()].sort());
      expect(visible).toEqual(log.map((e) => e.position));
    });

    describe('hash chain', () => {
      /** A database of its own: these tests alter rows behind the store's back. */
      async function scratch(): Promise<{ database: Database; dispose(): Promise<void> }> {
        if (target.fresh) return target.fresh();
        const database = await openDatabase({ dataDir: null });
        return { database, dispose: () => database.close() };
      }
      const chainRows = async (db: Database['db']) =>
        (
          await sql<{ position: string; prev_hash: string | null; hash: string | null }>`
          select position::text as position, prev_hash, hash from es_event order by position`.execute(db)
        ).rows;

      it('holds over everything appended above: races, retries, refusals and bulk appends', async () => {
        const report = await verifyChain(database.db, { batch: 50 });
        expect(report.ok).toBe(true);
        expect(report.checked).toBeGreaterThan(50);
      });

      it('links every appended event to the one before it, across append and appendNewStreams, and verifies after the jsonb round trip', async () => {
        const { database: own, dispose } = await scratch();
        try {
          await migrateEventStore(own.db);
          const store = new PostgresEventStore(own.db, own.kind);
          // A stream id and types that JSON escapes: the database puts the canonical text together from their JSON.
          const stream = `chain "q" \\ ü-${randomUUID()}`;
          // Keys out of order, numbers jsonb rewrites (10.50 → 10.5, 1e21), nesting, unicode, an undefined member.
          const tricky = {
            z: 1,
            a: { y: [3, { b: 2, a: 1 }], x: 10.5 },
            big: 1e21,
            small: 0.1 + 0.2,
            text: 'fee ₹ “paid” \\ done',
            // The separator es_append cuts its pieces at, and other control characters, inside a string.
            controls: 'a\u001eb\u0001c\nd',
            gone: undefined,
          };
          await store.append(stream, 'no_stream', [eventOf('ChainA', tricky), eventOf('ChainB', { amount: 10.5 })]);
          await store.append(stream, 1, [eventOf('Chain "C" \\ é', { n: -0, s: '\u001e' })]);
          await store.appendNewStreams([
            { stream: `chainBulk-${randomUUID()}`, events: [eventOf('ChainD', { i: 1 }), eventOf('ChainE', { i: 2 })] },
            { stream: `chainBulk-${randomUUID()}`, events: [eventOf('ChainF', { i: 3 })] },
          ]);
          const rows = await chainRows(own.db);
          expect(rows).toHaveLength(6);
          expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
          rows.forEach((r, i) => {
            expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
            if (i > 0) expect(r.prev_hash).toBe(rows[i - 1]!.hash);
          });
          const report = await verifyChain(own.db, { batch: 4 });
          expect(report).toMatchObject({ ok: true, checked: 6, legacy: 0, head: { position: rows[5]!.position, hash: rows[5]!.hash } });
          expect(report.firstBroken).toBeUndefined();
        } finally {
          await dispose();
        }
      });

      it('names the first row altered behind its back, a deleted row and a removed first row', async () => {
        const { database: own, dispose } = await scratch();
        try {
          await migrateEventStore(own.db);
          const store = new PostgresEventStore(own.db, own.kind);
          for (let i = 0; i < 6; i++) await store.append(`tamper-${i}`, 'no_stream', [eventOf('Tampered', { amount: 100 + i })]);
          const rows = await chainRows(own.db);
          expect((await verifyChain(own.db, { batch: 2 })).ok).toBe(true);

          const altered = rows[3]!.position;
          await sql`update es_event set data = jsonb_set(data, '{amount}', '1') where position = ${altered}::bigint`.execute(own.db);
          expect(await verifyChain(own.db, { batch: 2 })).toMatchObject({
            ok: false,
            checked: 3,
            firstBroken: { position: altered, streamId: 'tamper-3', type: 'Tampered', reason: 'hash mismatch' },
          });
          // Restoring the content restores the chain: the hash seals content, not a write time.
          await sql`update es_event set data = jsonb_set(data, '{amount}', '103') where position = ${altered}::bigint`.execute(own.db);
          expect((await verifyChain(own.db)).ok).toBe(true);

          // Rewriting the hash along with the data does not help: the next row still links to the old hash.
          await sql`update es_event set hash = ${'f'.repeat(64)} where position = ${rows[2]!.position}::bigint`.execute(own.db);
          expect((await verifyChain(own.db)).firstBroken).toMatchObject({ position: rows[2]!.position, reason: 'hash mismatch' });
          await sql`update es_event set hash = ${rows[2]!.hash} where position = ${rows[2]!.position}::bigint`.execute(own.db);

          await sql`delete from es_event where position = ${rows[2]!.position}::bigint`.execute(own.db);
          expect((await verifyChain(own.db, { batch: 3 })).firstBroken).toEqual({
            position: rows[3]!.position,
            streamId: 'tamper-3',
            type: 'Tampered',
            reason: 'broken link',
          });

          await sql`delete from es_event where position <= ${rows[3]!.position}::bigint`.execute(own.db);
          expect((await verifyChain(own.db)).firstBroken).toMatchObject({ position: rows[4]!.position, reason: 'broken link' });
        } finally {
          await dispose();
        }
      });

      it('adds the chain to a log written before it: old rows count as legacy, new ones chain on', async () => {
        const { database: own, dispose } = await scratch();
        try {
          // The table as it was before the chain, with two events in it.
          await sql`create table es_event (position bigserial primary key, event_id uuid not null unique, stream_id text not null,
            stream_version integer not null, type text not null, data jsonb not null, metadata jsonb not null,
            recorded_at timestamptz not null default now(), unique (stream_id, stream_version))`.execute(own.db);
          for (let i = 0; i < 2; i++) {
            await sql`insert into es_event (event_id, stream_id, stream_version, type, data, metadata)
              values (${randomUUID()}::uuid, ${`legacy-${i}`}, 0, 'Legacy', '{}'::jsonb, '{}'::jsonb)`.execute(own.db);
          }
          await migrateEventStore(own.db);
          await migrateEventStore(own.db);
          const store = new PostgresEventStore(own.db, own.kind);
          await store.append('after-1', 'no_stream', [eventOf('Chained'), eventOf('Chained')]);
          await store.appendNewStreams([{ stream: 'after-2', events: [eventOf('Chained')] }]);
          expect(await verifyChain(own.db, { batch: 2 })).toMatchObject({ ok: true, checked: 3, legacy: 2 });

          // An unchained row after the chain began is not legacy: it was slipped in.
          await sql`insert into es_event (event_id, stream_id, stream_version, type, data, metadata)
            values (${randomUUID()}::uuid, 'sneaked', 0, 'Sneaked', '{}'::jsonb, '{}'::jsonb)`.execute(own.db);
          expect((await verifyChain(own.db)).firstBroken).toMatchObject({ streamId: 'sneaked', reason: 'hash mismatch' });
        } finally {
          await dispose();
        }
      });
    });
  });
}

const eventstoreUrl = process.env.EVENTSTORE_URL;
if (eventstoreUrl) {
  eventStoreContract('EventStoreDB', async () => {
    const { EventStoreDbEventStore } = await import('./eventstoredb-event-store.js');
    return new EventStoreDbEventStore(eventstoreUrl);
  });
}
