import { sql } from 'kysely';
import type { DB } from '../db/database.js';

/**
 * Password hashes live here, not in events (docs/decisions/0012): a row per registered user, overwritten when the
 * password changes. '!' is no hash (an invited user who has not chosen a password yet); nothing verifies against it.
 * Written before the event that registers the user or records the change, so a user never exists without a row.
 */
export async function migrateCredentials(db: DB): Promise<void> {
  await sql`create table if not exists user_credential (
    user_id text primary key, password_hash text not null, updated_at timestamptz not null default now())`.execute(db);
}

export async function credentialOf(db: DB, userId: string): Promise<string | null> {
  const r = await sql<{ password_hash: string }>`select password_hash from user_credential where user_id = ${userId}`.execute(db);
  return r.rows[0]?.password_hash ?? null;
}

/** A new password (reset, change): replaces the old hash. */
export async function setCredential(db: DB, userId: string, hash: string): Promise<void> {
  await sql`insert into user_credential (user_id, password_hash) values (${userId}, ${hash})
    on conflict (user_id) do update set password_hash = excluded.password_hash, updated_at = now()`.execute(db);
}

/**
 * The first credential of new users (registration, bulk upload, the copy of a hash from an event written before
 * this table existed): never replaces one, so a registration retried for an existing user cannot reset a password.
 */
export async function addCredentials(db: DB, rows: { userId: string; hash: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`insert into user_credential (user_id, password_hash)
    values ${sql.join(rows.map((r) => sql`(${r.userId}, ${r.hash})`))} on conflict (user_id) do nothing`.execute(db);
}
