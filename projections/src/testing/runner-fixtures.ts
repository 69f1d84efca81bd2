import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { EventMetadata, EventStore, EventToAppend, ReadAllOptions, RecordedEvent } from '@school/contracts';
import { migrateEventStore, openDatabase, openIsolatedPostgres, PostgresEventStore, type Database } from '@school/server';
import { streamIdOf, type Projection } from '../types.js';

/** What the runner's specs share: the databases they run on, a small read model, events and store wrappers. */
export interface Target {
  name: string;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export const targets: Target[] = [{ name: 'PGlite', open: () => openDatabase({ dataDir: null }), dispose: async () => {} }];
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const schema = `rt_${randomBytes(5).toString('hex')}`;
  targets.push({
    name: 'PostgreSQL',
    open: () => openIsolatedPostgres(databaseUrl, schema),
    async dispose() {
      const admin = await openDatabase({ url: databaseUrl, poolSize: 1 });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    },
  });
}

/**
 * A small read model: one row per item stream. Every test uses its own event-type prefix, so tests sharing
 * a database never feed each other's projections. `<prefix>Broken` is an event it cannot use: it writes a
 * row and then throws, so the test also sees that the half-applied event left nothing behind.
 */
export function itemsProjection(name: string, prefix: string, version = 1): Projection {
  return {
    name,
    version,
    tables: {
      [name]: (t) => sql`create table ${t} (id text primary key, institute_id text not null, title text not null)`,
    },
    indexes: { [`${name}.institute`]: (t, i) => sql`create index ${i} on ${t} (institute_id)` },
    handles: ['Added', 'Renamed', 'Removed', 'Broken'].map((t) => `${prefix}${t}`),
    async apply({ tx, table }, e) {
      const id = streamIdOf(e);
      const data = e.data as { title?: string };
      switch (e.type.slice(prefix.length)) {
        case 'Added':
          await sql`insert into ${table(name)} (id, institute_id, title) values (${id}, ${e.metadata.instituteId}, ${data.title ?? ''})
            on conflict (id) do update set title = excluded.title`.execute(tx);
          return;
        case 'Renamed':
          await sql`update ${table(name)} set title = ${data.title ?? ''} where id = ${id}`.execute(tx);
          return;
        case 'Removed':
          await sql`delete from ${table(name)} where id = ${id}`.execute(tx);
          return;
        case 'Broken':
          await sql`insert into ${table(name)} (id, institute_id, title) values (${`broken-${id}`}, ${e.metadata.instituteId}, 'half')`.execute(
            tx,
          );
          throw new Error('this event cannot be used');
      }
    },
  };
}

export const meta = (instituteId = 'inst-1'): EventMetadata => ({
  actorId: 'user-1',
  actorRole: 'ADMIN',
  instituteId,
  occurredAt: '2024-05-01T10:00:00.000Z',
  correlationId: randomUUID(),
  causationId: randomUUID(),
});

export const event = (type: string, data: Record<string, unknown> = {}, instituteId?: string): EventToAppend => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: meta(instituteId),
});

/** The same store, with hooks that run (and are awaited) before and after every read of the global log. */
export function observedStore(
  store: EventStore,
  beforeRead: (o: ReadAllOptions) => Promise<void>,
  afterRead: (o: ReadAllOptions, read: RecordedEvent[]) => Promise<void> = async () => {},
): EventStore {
  return {
    name: store.name,
    append: (stream, expected, events) => store.append(stream, expected, events),
    readStream: (stream) => store.readStream(stream),
    readAll: async (o) => {
      await beforeRead(o);
      const read = await store.readAll(o);
      await afterRead(o, read);
      return read;
    },
    head: () => store.head(),
    subscribe: (l) => store.subscribe(l),
    close: async () => {},
  };
}

export const memoryLog = () => {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } };
};

/**
 * A database of the target for one describe block (opened before its tests, closed after), its event store, and the
 * reads the specs make of it. `store` and `db` are read once the block's beforeAll has run.
 */
export function runnerSuite(target: Target) {
  let database: Database;
  let store: PostgresEventStore;
  const db = () => database.db;
  beforeAll(async () => {
    database = await target.open();
    await migrateEventStore(database.db);
    store = new PostgresEventStore(database.db, database.kind);
  });
  afterAll(async () => {
    await database?.close();
    await target.dispose();
  });
  const rowsOf = async (table: string) =>
    (
      await sql<{
        id: string;
        institute_id: string;
        title: string;
      }>`select id, institute_id, title from ${sql.table(table)} order by id`.execute(db())
    ).rows;
  const checkpointOf = async (name: string) => {
    const r = await sql<{ position: string; generation: number; version: number }>`
      select position::text as position, generation, version from projection_checkpoint where name = ${name}`.execute(db());
    const row = r.rows[0]!;
    return { position: BigInt(row.position), generation: row.generation, version: row.version };
  };
  const exists = async (table: string) =>
    (await sql<{ t: string | null }>`select to_regclass(${table})::text as t`.execute(db())).rows[0]!.t !== null;
  /** Appends one event to a fresh item stream of the category and returns the item id. */
  const addItem = async (prefix: string, title: string, instituteId?: string) => {
    const id = randomUUID();
    await store.append(`${prefix.toLowerCase()}Item-${id}`, 'no_stream', [event(`${prefix}Added`, { title }, instituteId)]);
    return id;
  };
  const toItem = (prefix: string, id: string, type: string, data: Record<string, unknown> = {}) =>
    store.append(`${prefix.toLowerCase()}Item-${id}`, 'any', [event(`${prefix}${type}`, data)]);
  return {
    db,
    get store() {
      return store;
    },
    rowsOf,
    checkpointOf,
    exists,
    addItem,
    toItem,
  };
}
