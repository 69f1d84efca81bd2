import { sql } from 'kysely';
import type { DB } from './db/database.js';
import { conflict } from './errors.js';

/**
 * Write-time reservations of unique values (e-mail, registration and library-card numbers):
 * a unique constraint decides, never the eventually consistent read side.
 */
export class Reservations {
  constructor(private readonly db: DB) {}

  static async migrate(db: DB): Promise<void> {
    await sql`create table if not exists reservation (
      scope text not null, value text not null, owner_id text not null,
      created_at timestamptz not null default now(), primary key (scope, value))`.execute(db);
  }

  /** Reserves `value` in `scope` for `owner`; the same owner may reserve again (retries). */
  async reserve(scope: string, value: string, owner: string, message: string): Promise<void> {
    const v = value.trim().toLowerCase();
    await sql`insert into reservation (scope, value, owner_id) values (${scope}, ${v}, ${owner})
      on conflict (scope, value) do nothing`.execute(this.db);
    const holder = await this.owner(scope, v);
    if (holder !== owner) throw conflict(message);
  }

  async release(scope: string, value: string, owner: string): Promise<void> {
    await sql`delete from reservation where scope = ${scope} and value = ${value.trim().toLowerCase()} and owner_id = ${owner}`.execute(this.db);
  }

  async owner(scope: string, value: string): Promise<string | null> {
    const r = await sql<{ owner_id: string }>`select owner_id from reservation where scope = ${scope} and value = ${value.trim().toLowerCase()}`.execute(this.db);
    return r.rows[0]?.owner_id ?? null;
  }
}
