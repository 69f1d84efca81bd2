import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectionRunner, type Projection } from '@school/projections';
import { openDatabase, openIsolatedPostgres, type Database } from '../db/database.js';
import { eventOf, eventStoreContract } from './event-store.contract.js';
import { migrateEventStore, PostgresEventStore } from './postgres-event-store.js';

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
      const rows = await sql<{ event_id: string; position: string }>`select event_id, position::text as position from race_seen order by seq`.execute(db);
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
  });
}

const eventstoreUrl = process.env.EVENTSTORE_URL;
if (eventstoreUrl) {
  eventStoreContract('EventStoreDB', async () => {
    const { EventStoreDbEventStore } = await import('./eventstoredb-event-store.js');
    return new EventStoreDbEventStore(eventstoreUrl);
  });
}
