import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { SerialPGliteDialect } from './pglite-dialect.js';

// int8 (bigint) comes back as a string from pg; positions are handled as bigint by the code that reads them.
// numeric (money) is parsed to a JS number: amounts are rupees with two decimals, well inside double precision.
pg.types.setTypeParser(1700, (v) => Number(v));

export type DB = Kysely<any>;

export interface Database {
  db: DB;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to open copies of it with `openDatabase({ from })` (test templates). */
  dump?: () => Promise<Blob>;
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null), in memory
 * starting from `from` (a `dump()` of another PGlite) when given.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string | null; poolSize?: number; from?: Blob }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
    // A connection that errors while idle must not crash the process.
    pool.on('error', () => {});
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(db);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Same value shapes as pg: int8 as text, numeric as number.
  const parsers = { 20: (v: string) => v, 1700: (v: string) => Number(v) };
  const pglite = opts.dataDir ? new PGlite(opts.dataDir, { parsers }) : new PGlite({ parsers, loadDataDir: opts.from });
  await pglite.waitReady;
  const db = new Kysely<any>({ dialect: new SerialPGliteDialect(pglite) });
  // A checkpoint first: a copy then starts where this database stands, not from its log (sequences would jump ahead).
  const dump = async () => {
    await sql`checkpoint`.execute(db);
    return pglite.dumpDataDir('none');
  };
  return { db, kind: 'pglite', close: () => db.destroy(), dump };
}

/** Creates a fresh schema on a PostgreSQL server so that parallel test files never see each other's rows. */
export async function openIsolatedPostgres(url: string, schema: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists "${schema}" cascade`);
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return openDatabase({ url: u.toString(), poolSize: 24 });
}
