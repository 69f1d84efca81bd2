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
import { canonicalJson, canonicalKeys } from '../audit/chain.js';
import {
  ANY_VERSION,
  callAppend,
  callAppendOne,
  createAppendFunction,
  ItemStatus,
  NO_STREAM,
  type ItemRow,
  type WireItem,
} from './append-function.js';
import { GroupCommit } from './group-commit.js';

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
  // A stream's version is read off es_event's (stream_id, stream_version) key; the table that kept it is gone (0022).
  await sql`drop table if exists es_stream`.execute(db);
  // The hash chain (docs/decisions/0010): rows written before it have neither column and stay null.
  await sql`alter table es_event add column if not exists prev_hash text`.execute(db);
  await sql`alter table es_event add column if not exists hash text`.execute(db);
  await createAppendFunction(db);
}

/** Events of one call, at most this many per group: a large bulk append does not hold the queue behind it for long. */
const MAX_GROUP_EVENTS = 1000;

/**
 * An append in the form `es_append` takes: data and metadata as canonical JSON (what jsonb will give back, keys sorted;
 * also the text stored), and the other pieces of each event's canonical text (its id, stream and type as JSON).
 */
function toWire(stream: string, expected: ExpectedVersion, events: EventToAppend[]): WireItem {
  return {
    stream,
    expected: expected === 'no_stream' ? NO_STREAM : expected === 'any' ? ANY_VERSION : expected,
    events: events.map((e) => {
      const data = canonicalJson(e.data ?? null);
      const metadata = canonicalJson(e.metadata ?? null);
      return {
        eventId: e.eventId,
        type: e.type,
        data,
        metadata,
        keys: canonicalKeys({ eventId: e.eventId, streamId: stream, type: e.type }),
      };
    }),
  };
}

type Answer = AppendResult & { duplicate: boolean };

/** One row of `es_append` as what the caller of `append` gets. */
function toAnswer(item: WireItem, expected: ExpectedVersion, row: ItemRow): Answer | WrongExpectedVersion {
  if (row.status === ItemStatus.WrongVersion) return new WrongExpectedVersion(item.stream, expected, row.version ?? 'no_stream');
  if (row.status === ItemStatus.IdTaken) return new WrongExpectedVersion(item.stream, expected, -2);
  const positions = (row.positions ?? []).map((p) => BigInt(p));
  return {
    nextExpectedVersion: row.version!,
    positions,
    lastPosition: positions[positions.length - 1]!,
    duplicate: row.status === ItemStatus.Duplicate,
  };
}

type Queued = { wire: WireItem; expected: ExpectedVersion };

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
 * follows `position` never passes an event that commits later (docs/decisions/0002). Concurrent appends of
 * this process share one commit: a single writer loop hands every waiting append to `es_append` at once
 * (docs/decisions/0022), and each caller gets its own result or refusal.
 */
export class PostgresEventStore implements EventStore {
  readonly name: string;
  readonly #listeners = new Set<(p: bigint) => void>();
  readonly #writer = new GroupCommit<Queued, Answer>({
    write: (group) => this.#writeGroup(group),
    weigh: (q) => q.wire.events.length,
    maxWeight: MAX_GROUP_EVENTS,
    afterGroup: (results) => this.#afterGroup(results),
  });
  constructor(
    private readonly db: DB,
    kind: string,
    private readonly hooks: PostgresEventStoreHooks = {},
  ) {
    this.name = `postgres(${kind})`;
  }

  async append(stream: string, expected: ExpectedVersion, events: EventToAppend[]): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const { duplicate: _d, ...reply } = await this.#writer.submit({ wire: toWire(stream, expected, events), expected });
    return reply;
  }

  /** Appends waiting for the writer (tests use it to know a group is formed). */
  get pendingAppends(): number {
    return this.#writer.pending;
  }

  /** Writes one group: in autocommit, one statement and one commit; in a transaction when a test hook must run before the commit. */
  async #writeGroup(group: Queued[]): Promise<(Answer | Error)[]> {
    const wires = group.map((q) => q.wire);
    const beforeCommit = this.hooks.beforeCommit;
    const rows = beforeCommit
      ? await this.db.transaction().execute(async (tx) => {
          const r = await callAppend(tx, wires);
          for (const row of r) if (row.status === ItemStatus.Appended) await beforeCommit(wires[row.item - 1]!.stream);
          return r;
        })
      : await this.#writeAutocommit(wires);
    const byItem = new Map(rows.map((r) => [r.item, r]));
    return group.map((q, i) => {
      const row = byItem.get(i + 1);
      return row ? toAnswer(q.wire, q.expected, row) : new Error(`es_append gave no answer for item ${i + 1}`);
    });
  }

  /** A lone append of one event takes the short function; anything it refuses, and every larger group, the full one. */
  async #writeAutocommit(wires: WireItem[]): Promise<ItemRow[]> {
    if (wires.length === 1 && wires[0]!.events.length === 1) {
      const row = await callAppendOne(this.db, wires[0]!);
      if (row) return [row];
    }
    return callAppend(this.db, wires);
  }

  /** Listeners hear the newest position once per committed group (a group of retries or refusals adds nothing). */
  #afterGroup(results: (Answer | Error)[]): void {
    let last = 0n;
    for (const r of results) if (!(r instanceof Error) && !r.duplicate && r.lastPosition > last) last = r.lastPosition;
    if (last > 0n) for (const l of this.#listeners) l(last);
  }

  /**
   * Creates many new streams in one call (bulk imports), through the same `es_append` as `append` but in a transaction
   * of its own: all or nothing. A stream that already exists (or an event id already stored) fails the whole call with
   * WrongExpectedVersion, and nothing is written.
   */
  async appendNewStreams(items: { stream: string; events: EventToAppend[] }[]): Promise<AppendResult[]> {
    if (items.length === 0) return [];
    const wires = items.map((i) => toWire(i.stream, 'no_stream', i.events));
    const results = await this.db.transaction().execute(async (tx) => {
      const rows = await callAppend(tx, wires);
      const answers = rows
        .sort((a, b) => a.item - b.item)
        .map((row) => {
          const wire = wires[row.item - 1]!;
          // A retry of the same events is not a new stream either: the caller appends each alone and gets its own answer.
          if (row.status === ItemStatus.Duplicate) return new WrongExpectedVersion(wire.stream, 'no_stream', row.version ?? 'no_stream');
          return toAnswer(wire, 'no_stream', row);
        });
      const refused = answers.find((a) => a instanceof Error);
      if (refused) throw refused;
      if (this.hooks.beforeCommit) for (const i of items) await this.hooks.beforeCommit(i.stream);
      return (answers as Answer[]).map(({ duplicate: _d, ...r }) => r);
    });
    const last = results.reduce((m, r) => (r.lastPosition > m ? r.lastPosition : m), 0n);
    for (const l of this.#listeners) l(last);
    return results;
  }

  async readStream(stream: string): Promise<RecordedEvent[]> {
    const res = await sql<Row>`select ${columns} from es_event where stream_id = ${stream} order by stream_version`.execute(this.db);
    return res.rows.map(toRecorded);
  }

  /** The events of a stream after a version (a cache of a folded stream catches up with one indexed read). */
  async readStreamAfter(stream: string, afterVersion: number): Promise<RecordedEvent[]> {
    const res = await sql<Row>`select ${columns} from es_event where stream_id = ${stream} and stream_version > ${afterVersion}
      order by stream_version`.execute(this.db);
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
