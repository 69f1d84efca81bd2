import { sql } from 'kysely';
import type { DB } from '../db/database.js';

/** Single-use password reset tokens: only their SHA-256 is kept. */
export async function migratePasswordReset(db: DB): Promise<void> {
  await sql`create table if not exists password_reset (
    token_hash text primary key, user_id text not null, expires_at timestamptz not null,
    used_at timestamptz, created_at timestamptz not null default now())`.execute(db);
}
