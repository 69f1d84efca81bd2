import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, openIsolatedPostgres, type Database } from '@school/server';

export type BenchMode = 'postgres' | 'pglite';

/** A throw-away database for one figure: its own schema on PostgreSQL, its own PGlite in memory otherwise. */
export interface ScratchDb {
  database: Database;
  /** Schema name on PostgreSQL, null on PGlite. */
  schema: string | null;
  /** Runs `fn` when the scratch is disposed, before its database closes (an app or runtime built on it). */
  defer(fn: () => Promise<void>): void;
  dispose(): Promise<void>;
}

export interface BenchEnv {
  mode: BenchMode;
  url?: string;
  /** Opens a fresh database; everything opened is disposed by `disposeAll` even when a figure throws. */
  open(label: string): Promise<ScratchDb>;
  disposeAll(): Promise<void>;
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await c.end();
  }
}

export function benchEnv(url: string | undefined): BenchEnv {
  const open = new Set<ScratchDb>();
  return {
    mode: url ? 'postgres' : 'pglite',
    url,
    async open(label) {
      // A random suffix so that two bench runs (or a test run) on the same server never share a schema.
      const schema = url ? `bench_${label}_${randomBytes(4).toString('hex')}` : null;
      const database = url && schema ? await openIsolatedPostgres(url, schema) : await openDatabase({ dataDir: null });
      let disposed = false;
      const deferred: (() => Promise<void>)[] = [];
      const scratch: ScratchDb = {
        database,
        schema,
        defer(fn) {
          deferred.push(fn);
        },
        async dispose() {
          if (disposed) return;
          disposed = true;
          open.delete(scratch);
          // Last registered first: what was built on top closes before what it stands on.
          for (const fn of deferred.reverse()) await fn().catch(() => {});
          await database.close();
          if (url && schema) await dropSchema(url, schema);
        },
      };
      open.add(scratch);
      return scratch;
    },
    async disposeAll() {
      for (const s of [...open]) await s.dispose().catch(() => {});
    },
  };
}
