import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from './db/database.js';
import { withMigrationLock } from './db/migration-lock.js';

/** The signing secret: from the environment, else generated once and kept in the database for every instance. */
export async function loadSecret(db: DB, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await withMigrationLock(db, async (tx) => {
    await sql`create table if not exists platform_secret (name text primary key, value text not null)`.execute(tx);
  });
  await sql`insert into platform_secret (name, value) values ('signing', ${randomBytes(48).toString('base64url')})
    on conflict (name) do nothing`.execute(db);
  const r = await sql<{ value: string }>`select value from platform_secret where name = 'signing'`.execute(db);
  return r.rows[0]!.value;
}
