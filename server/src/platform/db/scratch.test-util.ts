import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, openIsolatedPostgres, type Database } from './database.js';

/**
 * For specs only: a database of their own — a schema of its own on PostgreSQL when DATABASE_URL is set (dropped by
 * `dispose`), else an in-memory PGlite.
 */
export async function scratchDatabase(label: string): Promise<{ database: Database; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const schema = url ? `${label}_${randomBytes(4).toString('hex')}` : null;
  const database = url && schema ? await openIsolatedPostgres(url, schema) : await openDatabase({ dataDir: null });
  return {
    database,
    async dispose() {
      await database.close();
      if (!url || !schema) return;
      const admin = await openDatabase({ url, poolSize: 1 });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    },
  };
}
