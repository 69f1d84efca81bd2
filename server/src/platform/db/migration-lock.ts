import { sql } from 'kysely';
import type { DB } from './database.js';

/** Key of the advisory lock held while creating platform tables. */
const MIGRATION_LOCK = 7_270_004;

/**
 * Runs table creation in one transaction under an advisory lock: `create table if not exists` is not safe
 * when a server and a worker start together on an empty PostgreSQL database.
 */
export async function withMigrationLock(db: DB, fn: (tx: DB) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    await fn(tx);
  });
}
