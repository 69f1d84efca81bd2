import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * PGlite is one session. Kysely's bundled PGlite driver hands that session to every caller at once,
 * so two concurrent transactions interleave. This driver lends the session to one caller at a time
 * (a FIFO mutex), which makes transactions on PGlite behave as they do on a real server, serialised.
 */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return acquired;
  }
}

class PGliteSession implements DatabaseConnection {
  constructor(readonly pglite: PGlite) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const res = await this.pglite.query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' });
    return {
      rows: res.rows ?? [],
      numAffectedRows: res.affectedRows != null ? BigInt(res.affectedRows) : undefined,
    };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite');
  }
}

class SerialPGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();
  readonly #session: PGliteSession;
  constructor(pglite: PGlite) {
    this.#session = new PGliteSession(pglite);
  }
  async init(): Promise<void> {
    await this.#session.pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    // One session object per lease so that a stale release cannot free someone else's lease.
    const lease = Object.create(this.#session) as PGliteSession;
    this.#releases.set(lease, release);
    return lease;
  }
  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const release = this.#releases.get(conn);
    this.#releases.delete(conn);
    release?.();
  }
  async destroy(): Promise<void> {
    if (!this.#session.pglite.closed) await this.#session.pglite.close();
  }
}

export class SerialPGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new SerialPGliteDriver(this.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
