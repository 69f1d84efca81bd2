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

  /**
   * Reserves many values at once (bulk imports): two statements instead of two per value. Returns the values
   * (trimmed, lower-cased) that another owner holds; the rest now belong to their owners.
   */
  async reserveMany(scope: string, items: { value: string; owner: string }[]): Promise<Set<string>> {
    const taken = new Set<string>();
    if (items.length === 0) return taken;
    const norm = items.map((i) => ({ value: i.value.trim().toLowerCase(), owner: i.owner }));
    await sql`insert into reservation (scope, value, owner_id) values ${sql.join(norm.map((i) => sql`(${scope}, ${i.value}, ${i.owner})`))}
      on conflict (scope, value) do nothing`.execute(this.db);
    const r = await sql<{ value: string; owner_id: string }>`select value, owner_id from reservation
      where scope = ${scope} and value = any(${norm.map((i) => i.value)}::text[])`.execute(this.db);
    const owners = new Map(r.rows.map((x) => [x.value, x.owner_id]));
    for (const i of norm) if (owners.get(i.value) !== i.owner) taken.add(i.value);
    return taken;
  }

  async releaseMany(scope: string, items: { value: string; owner: string }[]): Promise<void> {
    if (items.length === 0) return;
    await sql`delete from reservation where scope = ${scope} and (value, owner_id) in
      (${sql.join(items.map((i) => sql`(${i.value.trim().toLowerCase()}, ${i.owner})`))})`.execute(this.db);
  }

  async release(scope: string, value: string, owner: string): Promise<void> {
    await sql`delete from reservation where scope = ${scope} and value = ${value.trim().toLowerCase()} and owner_id = ${owner}`.execute(
      this.db,
    );
  }

  async owner(scope: string, value: string): Promise<string | null> {
    const r = await sql<{
      owner_id: string;
    }>`select owner_id from reservation where scope = ${scope} and value = ${value.trim().toLowerCase()}`.execute(this.db);
    return r.rows[0]?.owner_id ?? null;
  }
}
