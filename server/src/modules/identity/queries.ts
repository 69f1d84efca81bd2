import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';
import type { Runtime } from '../../platform/runtime.js';

/**
 * Reads of identity's tables (`app_user`, `institute`) for other modules: they call these through index.ts and
 * never name the tables themselves (the architecture test checks it).
 */

export interface UserCard {
  id: string;
  displayName: string;
  email: string;
  role: string;
  gender: string | null;
  photoFileId: string | null;
}

type Row = { id: string; display_name: string; email: string; role: string; gender: string | null; photo_file_id: string | null };
const card = (r: Row): UserCard => ({
  id: r.id, displayName: r.display_name, email: r.email, role: r.role, gender: r.gender, photoFileId: r.photo_file_id,
});

/**
 * Users by id, ordered by display name then id (the database's collation). Deleted users are included (a past record
 * keeps its name) unless `liveOnly`.
 */
export async function usersByIds(db: DB, ids: readonly string[], opts: { liveOnly?: boolean } = {}): Promise<UserCard[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const r = await sql<Row>`select id, display_name, email, role, gender, photo_file_id from app_user
    where id = any(${wanted}::text[]) ${opts.liveOnly ? sql`and deleted_at is null` : sql``} order by display_name, id`.execute(db);
  return r.rows.map(card);
}

/** `usersByIds` as a map by id. */
export const userCardsById = async (db: DB, ids: readonly string[], opts: { liveOnly?: boolean } = {}) =>
  new Map((await usersByIds(db, ids, opts)).map((u) => [u.id, u]));

/**
 * A live (not deleted) user of the institute, or null. With `catchUp` the `app_user` read model is caught up with the
 * log when the first look misses (a user registered a moment ago).
 */
export async function liveInstituteUser(rt: Runtime, userId: string, instituteId: string, catchUp = true): Promise<UserCard | null> {
  const find = async () => (await sql<Row>`select id, display_name, email, role, gender, photo_file_id from app_user
    where id = ${userId} and ${instituteId} = any(institutes) and deleted_at is null`.execute(rt.database.db)).rows[0];
  let row = await find();
  if (!row && catchUp) {
    await rt.runner.waitFor(['app_user'], await rt.store.head(), 5000);
    row = await find();
  }
  return row ? card(row) : null;
}

/** The institute's name, or null when there is no such institute. */
export async function instituteName(db: DB, instituteId: string): Promise<string | null> {
  const r = await sql<{ institute_name: string }>`select institute_name from institute where id = ${instituteId}`.execute(db);
  return r.rows[0]?.institute_name ?? null;
}
