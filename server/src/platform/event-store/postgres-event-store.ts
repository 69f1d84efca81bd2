import { sql } from 'kysely';
import {
  WrongExpectedVersion,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type ReadAllOptions,
  type RecordedEvent,
} from '@school/contracts';
import type { DB } from '../db/database.js';
import { chainHashes, GENESIS_HASH } from '../audit/chain.js';

/** Key of the transaction-scoped advisory lock that serialises appends (see docs/decisions/0002). */
const APPEND_LOCK = 7_270_001;

/** Key of the advisory lock held while the tables are created (the projection runner's DDL uses 7_270_002). */
const MIGRATE_LOCK = 7_270_003;

export async function migrateEventStore(db: DB): Promise<void> {
  // The server and the worker start together on a fresh database; two concurrent `create table if not
  // exists` can still collide in PostgreSQL's catalog (pg_type_typname_nsp_index), so one waits.
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATE_LOCK})`.execute(tx);
    await createTables(tx);
  });
}

async function createTables(db: DB): Promise<void> {
  await sql`
    create table if not exists es_event (
      position bigserial primary key,
      event_id uuid not null unique,
      stream_id text not null,
      stream_version integer not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default now(),
      unique (stream_id, stream_version)
    )`.execute(db);
  await sql`create table if not exists es_stream (stream_id text primary key, version integer not null)`.execute(db);
  // The hash chain (docs/decisions/0010): rows written before it have neither column and stay null.
  await sql`alter table es_event add column if not exists prev_hash text`.execute(db);
  await sql`alter table es_event add column if not exists hash text`.execute(db);
}

type NewRow = { eventId: string; streamId: string; streamVersion: number; type: string; data: unknown; metadata: unknown };

/** The hash of the newest event (genesis when there is none, or only rows from before the chain). Under the append lock. */
async function lastHash(tx: DB): Promise<string> {
  const res = await sql<{ hash: string | null }>`select hash from es_event order by position desc limit 1`.execute(tx);
  return res.rows[0]?.hash ?? GENESIS_HASH;
}

/**
 * Inserts rows chained after the newest event, in one statement. Values are what jsonb will give back (through JSON),
 * so the hash verifies after the round trip. Positions come from the sequence in VALUES order; should they ever not,
 * the hashes are recomputed in position order before the commit.
 */
async function insertChained(tx: DB, rows: NewRow[]): Promise<{ position: string; stream_id: string }[]> {
  const plain = rows.map((r) => ({
    ...r,
    data: JSON.parse(JSON.stringify(r.data ?? null)) as unknown,
    metadata: JSON.parse(JSON.stringify(r.metadata ?? null)) as unknown,
  }));
  const prev = await lastHash(tx);
  const hashes = chainHashes(prev, plain);
  // Eight arrays, not eight parameters a row: a 10,000-event bulk append stays under the protocol's 65,535 parameters.
  const inserted = await sql<{ position: string; stream_id: string }>`
    insert into es_event (event_id, stream_id, stream_version, type, data, metadata, prev_hash, hash)
    select e.event_id, e.stream_id, e.stream_version, e.type, e.data::jsonb, e.metadata::jsonb, e.prev_hash, e.hash
    from unnest(${plain.map((r) => r.eventId)}::uuid[], ${plain.map((r) => r.streamId)}::text[], ${plain.map((r) => r.streamVersion)}::int[],
      ${plain.map((r) => r.type)}::text[], ${plain.map((r) => JSON.stringify(r.data))}::text[], ${plain.map((r) => JSON.stringify(r.metadata))}::text[],
      ${hashes.map((h) => h[0])}::text[], ${hashes.map((h) => h[1])}::text[])
      with ordinality as e(event_id, stream_id, stream_version, type, data, metadata, prev_hash, hash, n)
    order by e.n
    returning position::text as position, stream_id`.execute(tx);
  const positions = inserted.rows.map((r) => BigInt(r.position));
  if (positions.some((p, i) => i > 0 && p <= positions[i - 1]!)) {
    const order = plain.map((r, i) => ({ r, p: positions[i]! })).sort((a, b) => (a.p < b.p ? -1 : 1));
    const fixed = chainHashes(
      prev,
      order.map((o) => o.r),
    );
    for (const [i, o] of order.entries()) {
      await sql`update es_event set prev_hash = ${fixed[i]![0]}, hash = ${fixed[i]![1]} where position = ${o.p.toString()}::bigint`.execute(
        tx,
      );
    }
  }
  return inserted.rows;
}

export interface PostgresEventStoreHooks {
  /** Test hook: runs inside the append transaction, after the insert and before the commit. */
  beforeCommit?: (stream: string) => Promise<void>;
}

type Row = {
  position: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventToAppend['metadata'];
  recorded_at: string | Date;
};

const toRecorded = (r: Row): RecordedEvent => ({
  eventId: r.event_id,
  streamId: r.stream_id,
  streamVersion: r.stream_version,
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  position: BigInt(r.position),
  recordedAt: new Date(r.recorded_at).toISOString(),
});

const columns = sql`position::text as position, event_id::text as event_id, stream_id, stream_version, type, data, metadata, recorded_at`;

/**
 * The event store on PostgreSQL (a server through pg, or PGlite). Appends are serialised by an
 * advisory lock held to commit, so global positions become visible in order and a reader that
 * follows `position` never passes an event that commits later.
 */
export class PostgresEventStore implements EventStore {
  readonly name: string;
  readonly #listeners = new Set<(p: bigint) => void>();
  constructor(
    private readonly db: DB,
    kind: string,
    private readonly hooks: PostgresEventStoreHooks = {},
  ) {
    this.name = `postgres(${kind})`;
  }

  async append(stream: string, expected: ExpectedVersion, events: EventToAppend[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const result = await this.db.transaction().execute(async (tx) => {
      // Keyed by schema too: separate deployments (or test schemas) on one server do not queue behind each other.
      await sql`select pg_advisory_xact_lock(${APPEND_LOCK}, hashtext(current_schema()))`.execute(tx);
      const ids = events.map((e) => e.eventId);
      const existing = await sql<{ event_id: string; position: string; stream_id: string; stream_version: number }>`
        select event_id::text as event_id, position::text as position, stream_id, stream_version
        from es_event where event_id = any(${ids}::uuid[]) order by es_event.position`.execute(tx);
      if (existing.rows.length === events.length && existing.rows.every((r) => r.stream_id === stream)) {
        // The same events were appended before (a retry): answer as the first time, store nothing.
        const positions = existing.rows.map((r) => BigInt(r.position));
        return {
          nextExpectedVersion: Math.max(...existing.rows.map((r) => r.stream_version)),
          positions,
          lastPosition: positions[positions.length - 1]!,
          duplicate: true,
        };
      }
      if (existing.rows.length > 0) {
        throw new WrongExpectedVersion(stream, expected, -2);
      }
      const cur = await sql<{ version: number }>`select version from es_stream where stream_id = ${stream}`.execute(tx);
      const actual: number | 'no_stream' = cur.rows[0] ? cur.rows[0].version : 'no_stream';
      if (expected !== 'any' && expected !== actual) throw new WrongExpectedVersion(stream, expected, actual);
      const base = actual === 'no_stream' ? -1 : actual;
      const inserted = await insertChained(
        tx,
        events.map((e, i) => ({
          eventId: e.eventId,
          streamId: stream,
          streamVersion: base + 1 + i,
          type: e.type,
          data: e.data,
          metadata: e.metadata,
        })),
      );
      const version = base + events.length;
      await sql`insert into es_stream (stream_id, version) values (${stream}, ${version})
        on conflict (stream_id) do update set version = excluded.version`.execute(tx);
      if (this.hooks.beforeCommit) await this.hooks.beforeCommit(stream);
      const positions = inserted.map((r) => BigInt(r.position)).sort((a, b) => (a < b ? -1 : 1));
      return { nextExpectedVersion: version, positions, lastPosition: positions[positions.length - 1]!, duplicate: false };
    });
    if (!result.duplicate) for (const l of this.#listeners) l(result.lastPosition);
    const { duplicate: _d, ...reply } = result;
    return reply;
  }

  /**
   * Creates many new streams in one transaction under the append lock (bulk imports): one multi-row insert instead of
   * a transaction per stream. All or nothing: a stream that already exists fails the whole call with WrongExpectedVersion.
   */
  async appendNewStreams(items: { stream: string; events: EventToAppend[] }[]): Promise<AppendResult[]> {
    if (items.length === 0) return [];
    const results = await this.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${APPEND_LOCK}, hashtext(current_schema()))`.execute(tx);
      const streams = items.map((i) => i.stream);
      const existing = await sql<{
        stream_id: string;
        version: number;
      }>`select stream_id, version from es_stream where stream_id = any(${streams}::text[])`.execute(tx);
      if (existing.rows.length > 0) throw new WrongExpectedVersion(existing.rows[0]!.stream_id, 'no_stream', existing.rows[0]!.version);
      const inserted = await insertChained(
        tx,
        items.flatMap(({ stream, events }) =>
          events.map((e, i) => ({
            eventId: e.eventId,
            streamId: stream,
            streamVersion: i,
            type: e.type,
            data: e.data,
            metadata: e.metadata,
          })),
        ),
      );
      await sql`insert into es_stream (stream_id, version) values ${sql.join(items.map((i) => sql`(${i.stream}, ${i.events.length - 1})`))}`.execute(
        tx,
      );
      if (this.hooks.beforeCommit) for (const i of items) await this.hooks.beforeCommit(i.stream);
      const byStream = new Map<string, bigint[]>();
      for (const r of inserted) byStream.set(r.stream_id, [...(byStream.get(r.stream_id) ?? []), BigInt(r.position)]);
      return items.map(({ stream, events }) => {
        const positions = (byStream.get(stream) ?? []).sort((a, b) => (a < b ? -1 : 1));
        return { nextExpectedVersion: events.length - 1, positions, lastPosition: positions[positions.length - 1]! };
      });
    });
    const last = results.reduce((m, r) => (r.lastPosition > m ? r.lastPosition : m), 0n);
    for (const l of this.#listeners) l(last);
    return results;
  }

  async readStream(stream: string): Promise<RecordedEvent[]> {
    const res = await sql<Row>`select ${columns} from es_event where stream_id = ${stream} order by stream_version`.execute(this.db);
    return res.rows.map(toRecorded);
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> {
    const res = await sql<Row>`select ${columns} from es_event where position > ${after.toString()}::bigint
      order by es_event.position limit ${limit}`.execute(this.db);
    return res.rows.map(toRecorded);
  }

  async head(): Promise<bigint> {
    const res = await sql<{ p: string | null }>`select max(position)::text as p from es_event`.execute(this.db);
    return BigInt(res.rows[0]?.p ?? 0);
  }

  subscribe(listener: (p: bigint) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
  }
}
