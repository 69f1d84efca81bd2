import { sql, type Kysely } from 'kysely';
import type { EventStore, RecordedEvent } from '@school/contracts';
import { applyEvents, physicalName } from './apply-events.js';
import type { ChangeBatch, Projection } from './types.js';

type DB = Kysely<any>;
type Log = { info(msg: string): void; warn(msg: string): void; error(msg: string): void };

export interface ProjectionStatus {
  name: string;
  version: number;
  storedVersion: number;
  generation: number;
  checkpoint: bigint;
  head: bigint;
  lag: bigint;
  status: 'live' | 'rebuilding' | 'stale';
  rebuild: { version: number; generation: number; checkpoint: bigint; startedAt: string } | null;
}

export interface RunnerOptions {
  db: DB;
  store: EventStore;
  projections: readonly Projection[];
  onChange?: (batch: ChangeBatch) => void;
  batchSize?: number;
  /** Events read per batch by a rebuild (bigger batches, fewer statements with the projections' `applyBatch`). */
  rebuildBatchSize?: number;
  log?: Log;
}

/** Key of the transaction-scoped advisory lock taken around the runner's DDL (the event store's is 7_270_001). */
const DDL_LOCK = 7_270_002;
const silent: Log = { info() {}, warn() {}, error() {} };

export async function migrateProjectionState(db: DB): Promise<void> {
  await sql`create table if not exists projection_checkpoint (
    name text primary key, version integer not null, generation integer not null,
    position bigint not null default 0, updated_at timestamptz not null default now())`.execute(db);
  await sql`create table if not exists projection_rebuild (
    name text primary key, version integer not null, generation integer not null,
    position bigint not null default 0, started_at timestamptz not null default now())`.execute(db);
}

/**
 * Applies the global log to every projection. Each batch is written with the projection's checkpoint in
 * one transaction; rebuilds go into shadow tables that replace the live ones (views) once caught up.
 */
export class ProjectionRunner {
  readonly #db: DB;
  readonly #store: EventStore;
  readonly #projections: Map<string, Projection>;
  readonly #batchSize: number;
  readonly #rebuildBatchSize: number;
  readonly #log: Log;
  readonly #onChange?: (batch: ChangeBatch) => void;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(opts: RunnerOptions) {
    this.#db = opts.db;
    this.#store = opts.store;
    this.#projections = new Map(opts.projections.map((p) => [p.name, p]));
    this.#batchSize = opts.batchSize ?? 500;
    this.#rebuildBatchSize = opts.rebuildBatchSize ?? opts.batchSize ?? 2000;
    this.#log = opts.log ?? silent;
    this.#onChange = opts.onChange;
  }

  get names(): string[] {
    return [...this.#projections.keys()];
  }

  /** Creates the state tables and, for a projection seen for the first time, its tables. Returns the stale ones. */
  async init(): Promise<string[]> {
    await this.#migrate();
    const stale: string[] = [];
    for (const p of this.#projections.values()) {
      // The server and the worker may start together on a new read model: under the lock, one creates
      // its tables and the other then finds the checkpoint row.
      const row = await this.#db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(${DDL_LOCK})`.execute(tx);
        const existing = await this.#checkpointRow(tx, p.name);
        if (existing) return existing;
        await this.#createTables(tx, p, 1);
        await this.#pointViews(tx, p, 1);
        await sql`insert into projection_checkpoint (name, version, generation, position)
          values (${p.name}, ${p.version}, 1, 0)`.execute(tx);
        return null;
      });
      if (row && row.version !== p.version) stale.push(p.name);
    }
    return stale;
  }

  /** Concurrent `create table if not exists` can still collide in PostgreSQL's catalog, hence the lock. */
  async #migrate(): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${DDL_LOCK})`.execute(tx);
      await migrateProjectionState(tx);
    });
  }

  /** Asks for a catch-up; calls made while one runs coalesce into one more pass. */
  wake(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          await this.catchUp();
        } while (this.#again && !this.#stopped);
      } catch (err) {
        this.#log.error(`projection catch-up failed: ${(err as Error).message}`);
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  stop(): Promise<void> {
    this.#stopped = true;
    return this.#running ?? Promise.resolve();
  }

  /** Reads the log from the lowest checkpoint and applies it until every live projection is at the head. */
  async catchUp(): Promise<void> {
    for (;;) {
      const rows = await sql<{ name: string; position: string; version: number }>`
        select name, position::text as position, version from projection_checkpoint`.execute(this.#db);
      const live = rows.rows.filter((r) => this.#projections.get(r.name)?.version === r.version);
      if (live.length === 0) return;
      const from = live.reduce((m, r) => (BigInt(r.position) < m ? BigInt(r.position) : m), BigInt(live[0]!.position));
      const batch = await this.#store.readAll({ after: from, limit: this.#batchSize });
      if (batch.length === 0) return;
      const last = batch[batch.length - 1]!.position;
      const behind = live.filter((r) => BigInt(r.position) < last).map((r) => r.name);
      if (behind.length > 0) await this.#applyLive(behind, batch, from);
      if (batch.length < this.#batchSize) return;
    }
  }

  /**
   * One transaction for every projection behind the batch: their rows and their checkpoints commit together, so
   * a command's change signals go out after one commit instead of one per read model.
   * `from`: the position the batch was read after, so it holds every event after any checkpoint ≥ from.
   */
  async #applyLive(names: string[], batch: RecordedEvent[], from: bigint): Promise<void> {
    const last = batch[batch.length - 1]!.position;
    const changes: ChangeBatch[] = [];
    // First without savepoints: nearly every batch applies cleanly. When one does not, its transaction is void; it is
    // done again with a savepoint around each projection and event, so that only the event at fault is skipped.
    const attempt = (guarded: boolean) =>
      this.#db.transaction().execute(async (tx) => {
        changes.length = 0;
        // Locked in name order, as the rebuild's swap does: two runners (the server and a worker) never wait crosswise.
        const rows = await this.#checkpointRows(tx, names, true);
        const moved: string[] = [];
        for (const row of rows) {
          const p = this.#projections.get(row.name);
          if (!p || row.version !== p.version) continue; // a rebuild owns it now
          // Another runner (a worker beside the server, or a second wake) got further since the checkpoints were
          // read: writing `last` would move the checkpoint back and answer waitFor() wrongly in between.
          if (row.position >= last) continue;
          // A rebuild swapped in a checkpoint older than this batch: the next pass reads from there.
          if (row.position < from) continue;
          const todo = batch.filter((e) => e.position > row.position);
          const c = await applyEvents(tx, p, row.generation, todo, this.#log, { guarded });
          if (c.byInstitute.size > 0) changes.push(c);
          moved.push(row.name);
        }
        if (moved.length > 0) {
          await sql`update projection_checkpoint set position = ${last.toString()}::bigint, updated_at = now()
          where name in (${sql.join(moved.map((n) => sql`${n}`))})`.execute(tx);
        }
      });
    try {
      await attempt(false);
    } catch {
      await attempt(true);
    }
    for (const c of changes) this.#onChange?.(c);
  }

  /** Rebuilds one projection: `rebuildMany([name])`. */
  rebuild(name: string, onProgress?: (position: bigint, head: bigint) => void): Promise<void> {
    return this.rebuildMany([name], onProgress);
  }

  /**
   * Rebuilds projections from position 0 into shadow tables, reading the log once for all of them: each batch is
   * applied to every one in one transaction. Then the shadow tables are swapped in with the checkpoints in one
   * transaction; readers see the old rows until then. Progress goes to `onProgress`.
   */
  async rebuildMany(names: readonly string[], onProgress?: (position: bigint, head: bigint) => void): Promise<void> {
    const list = [...new Set(names)].sort().map((name) => {
      const p = this.#projections.get(name);
      if (!p) throw new Error(`Unknown projection: ${name}`);
      return p;
    });
    if (list.length === 0) return;
    const all = sql.join(list.map((p) => sql`${p.name}`));
    await this.#migrate();
    const gens = new Map<string, number>();
    await this.#db.transaction().execute(async (tx) => {
      for (const p of list) {
        const g = await sql<{ g: number | null }>`select greatest(
            (select max(generation) from projection_checkpoint where name = ${p.name}),
            (select max(generation) from projection_rebuild where name = ${p.name})) as g`.execute(tx);
        const old = await sql<{ generation: number }>`select generation from projection_rebuild where name = ${p.name}`.execute(tx);
        // A rebuild that died half way is started again from scratch.
        if (old.rows[0]) await this.#dropTables(tx, p, old.rows[0].generation);
        await sql`delete from projection_rebuild where name = ${p.name}`.execute(tx);
        const generation = (g.rows[0]?.g ?? 0) + 1;
        await this.#createTables(tx, p, generation, !p.indexesAfterRebuild);
        await sql`insert into projection_rebuild (name, version, generation, position)
          values (${p.name}, ${p.version}, ${generation}, 0)`.execute(tx);
        gens.set(p.name, generation);
      }
    });
    let position = 0n;
    const head = await this.#store.head();
    // Events are read outside the write transactions: on PGlite the one session is lent to a transaction. The next
    // batch is asked for before this one is written: on PostgreSQL another connection reads it meanwhile (on PGlite
    // the read simply goes first).
    const read = (after: bigint) => {
      const next = this.#store.readAll({ after, limit: this.#rebuildBatchSize });
      next.catch(() => {}); // awaited below; a write that throws first must not leave it unhandled
      return next;
    };
    let next = read(0n);
    for (;;) {
      const batch = await next;
      if (batch.length === 0) break;
      const end = batch[batch.length - 1]!.position;
      next = read(end);
      await this.#db.transaction().execute(async (tx) => {
        for (const p of list) await applyEvents(tx, p, gens.get(p.name)!, batch, this.#log);
        await sql`update projection_rebuild set position = ${end.toString()}::bigint where name in (${all})`.execute(tx);
      });
      position = end;
      onProgress?.(position, head);
    }
    // Indexes left out for a faster load are built now, before the swap, so live writes never wait on them.
    const later = list.filter((p) => p.indexesAfterRebuild);
    if (later.length > 0) {
      await this.#db.transaction().execute(async (tx) => {
        for (const p of later) await this.#createIndexes(tx, p, gens.get(p.name)!);
      });
    }
    // Statistics and the visibility map before the swap: a new table has neither until autovacuum gets to it (never where
    // it is off). Without statistics the planner guesses from nothing (a 5,000-row student table planned as 42 rows,
    // sorted instead of indexed); without the visibility map an index-only scan visits the table for every entry (the
    // student list's page 226 read 376 ms after a full rebuild, 128 ms once vacuumed). Outside a transaction, as VACUUM must be.
    for (const p of list) {
      for (const t of Object.keys(p.tables)) await sql`vacuum (analyze) ${sql.table(physicalName(t, gens.get(p.name)!))}`.execute(this.#db);
    }
    // The swap: views and checkpoints move together under the live checkpoints' row locks. Events appended
    // after `position` are applied by the live runner, which from now on writes the new generations.
    await this.#db.transaction().execute(async (tx) => {
      const live = await this.#checkpointRows(
        tx,
        list.map((p) => p.name),
        true,
      );
      for (const p of list) {
        const gen = gens.get(p.name)!;
        await this.#pointViews(tx, p, gen);
        await sql`insert into projection_checkpoint (name, version, generation, position)
          values (${p.name}, ${p.version}, ${gen}, ${position.toString()}::bigint)
          on conflict (name) do update set version = excluded.version, generation = excluded.generation,
            position = excluded.position, updated_at = now()`.execute(tx);
        const old = live.find((r) => r.name === p.name);
        if (old && old.generation !== gen) await this.#dropTables(tx, p, old.generation);
      }
      await sql`delete from projection_rebuild where name in (${all})`.execute(tx);
    });
    onProgress?.(position, head > position ? head : position);
    for (const p of list) {
      this.#onChange?.({ readModel: p.name, position, byInstitute: new Map([['*', new Set<string>()]]) });
      this.#log.info(`projection ${p.name} rebuilt at generation ${gens.get(p.name)} up to position ${position}`);
    }
  }

  async status(): Promise<ProjectionStatus[]> {
    await this.#migrate();
    const head = await this.#store.head();
    const rows = await sql<{ name: string; version: number; generation: number; position: string }>`
      select name, version, generation, position::text as position from projection_checkpoint`.execute(this.#db);
    const rebuilds = await sql<{ name: string; version: number; generation: number; position: string; started_at: Date | string }>`
      select name, version, generation, position::text as position, started_at from projection_rebuild`.execute(this.#db);
    return [...this.#projections.values()].map((p) => {
      const r = rows.rows.find((x) => x.name === p.name);
      const rb = rebuilds.rows.find((x) => x.name === p.name);
      const checkpoint = BigInt(r?.position ?? 0);
      return {
        name: p.name,
        version: p.version,
        storedVersion: r?.version ?? 0,
        generation: r?.generation ?? 0,
        checkpoint,
        head,
        lag: head > checkpoint ? head - checkpoint : 0n,
        status: rb ? 'rebuilding' : r && r.version === p.version ? 'live' : 'stale',
        rebuild: rb
          ? {
              version: rb.version,
              generation: rb.generation,
              checkpoint: BigInt(rb.position),
              startedAt: new Date(rb.started_at).toISOString(),
            }
          : null,
      };
    });
  }

  /** Read-your-writes: waits (bounded) until these read models have applied `position`. */
  async waitFor(names: readonly string[], position: bigint, timeoutMs = 2000): Promise<boolean> {
    const wanted = [...new Set(names)];
    if (wanted.length === 0) return true;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // A read model without a checkpoint row yet has applied nothing: min() alone would skip it.
      const r = await sql<{ n: number; p: string | null }>`select count(*)::int as n, min(position)::text as p
        from projection_checkpoint where name in (${sql.join(wanted.map((n) => sql`${n}`))})`.execute(this.#db);
      const row = r.rows[0];
      if (row && row.n === wanted.length && BigInt(row.p ?? 0) >= position) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((res) => setTimeout(res, 10));
    }
  }

  async #checkpointRows(db: DB, names: readonly string[], lock = false) {
    const r = await sql<{ name: string; version: number; generation: number; position: string }>`
      select name, version, generation, position::text as position from projection_checkpoint
      where name in (${sql.join(names.map((n) => sql`${n}`))}) order by name ${lock ? sql`for update` : sql``}`.execute(db);
    return r.rows.map((row) => ({ name: row.name, version: row.version, generation: row.generation, position: BigInt(row.position) }));
  }

  async #checkpointRow(db: DB, name: string, lock = false) {
    const r = await sql<{ version: number; generation: number; position: string }>`
      select version, generation, position::text as position from projection_checkpoint where name = ${name}
      ${lock ? sql`for update` : sql``}`.execute(db);
    const row = r.rows[0];
    return row ? { version: row.version, generation: row.generation, position: BigInt(row.position) } : null;
  }

  async #createTables(tx: DB, p: Projection, generation: number, withIndexes = true): Promise<void> {
    for (const [t, ddl] of Object.entries(p.tables)) {
      await ddl(sql.table(physicalName(t, generation))).execute(tx);
    }
    if (withIndexes) await this.#createIndexes(tx, p, generation);
  }

  async #createIndexes(tx: DB, p: Projection, generation: number): Promise<void> {
    for (const [i, ddl] of Object.entries(p.indexes ?? {})) {
      const [table] = i.split('.');
      await ddl(sql.table(physicalName(table!, generation)), sql.ref(`${i.replace('.', '_')}__g${generation}`)).execute(tx);
    }
  }

  async #dropTables(tx: DB, p: Projection, generation: number): Promise<void> {
    for (const t of Object.keys(p.tables)) await sql`drop table if exists ${sql.table(physicalName(t, generation))}`.execute(tx);
  }

  async #pointViews(tx: DB, p: Projection, generation: number): Promise<void> {
    for (const t of Object.keys(p.tables)) {
      await sql`drop view if exists ${sql.table(t)}`.execute(tx);
      await sql`create view ${sql.table(t)} as select * from ${sql.table(physicalName(t, generation))}`.execute(tx);
    }
  }
}
