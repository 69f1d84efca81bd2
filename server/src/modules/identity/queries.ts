import { sql } from 'kysely';
import type { Role } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import type { Runtime } from '../../platform/runtime.js';
import { likePattern } from '../../platform/http/reply.js';

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
  id: r.id,
  displayName: r.display_name,
  email: r.email,
  role: r.role,
  gender: r.gender,
  photoFileId: r.photo_file_id,
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
  const find = async () =>
    (
      await sql<Row>`select id, display_name, email, role, gender, photo_file_id from app_user
    where id = ${userId} and ${instituteId} = any(institutes) and deleted_at is null`.execute(rt.database.db)
    ).rows[0];
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

export type GenderSort = 'A-Z' | 'Z-A' | 'MALE' | 'FEMALE' | 'OTHER';

/**
 * A page of the institute's live users with one of `roles`. The search matches the name or e-mail; the order is by
 * gender when asked (A-Z / Z-A with people without one last, or one gender first), then by name (A-Z unless
 * `nameDesc`, ignoring case), then id.
 */
export async function instituteUsersPage(
  db: DB,
  q: {
    instituteId: string;
    roles: readonly string[];
    searchTitle?: string;
    gender?: GenderSort;
    nameDesc?: boolean;
    perPage: number;
    offset: number;
  },
): Promise<{ rows: UserCard[]; total: number }> {
  const like = q.searchTitle?.trim() ? likePattern(q.searchTitle) : null;
  // `@>` rather than `= any(institutes)`: the form the GIN index on institutes answers.
  const where = sql`institutes @> array[${q.instituteId}]::text[] and deleted_at is null and role = any(${[...q.roles]}::text[])
    ${like ? sql`and (display_name ilike ${like} or email ilike ${like})` : sql``}`;
  const gender = !q.gender
    ? null
    : q.gender === 'A-Z'
      ? sql`gender asc nulls last`
      : q.gender === 'Z-A'
        ? sql`gender desc nulls last`
        : sql`(case when gender = ${q.gender} then 0 else 1 end)`;
  const order = [...(gender ? [gender] : []), sql`lower(display_name) ${q.nameDesc ? sql`desc` : sql`asc`}`, sql`id`];
  const [rows, n] = await Promise.all([
    sql<Row>`select id, display_name, email, role, gender, photo_file_id from app_user where ${where}
      order by ${sql.join(order)} limit ${q.perPage} offset ${q.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from app_user where ${where}`.execute(db),
  ]);
  return { rows: rows.rows.map(card), total: Number(n.rows[0]?.n ?? 0) };
}

/** A row of `app_user` as stored: people's user list and details page show it. */
export type AppUserRow = {
  id: string;
  email: string;
  display_name: string;
  role: Role;
  institutes: string[];
  children: string[];
  blocked: boolean;
  phone_number: string | null;
  country_code: string | null;
  gender: string | null;
  photo_file_id: string | null;
  profile: Record<string, unknown>;
  created_at: Date | string;
};

/** A live user by id, of the institute when one is given (their own record needs none). */
export async function appUserRow(db: DB, id: string, instituteId: string | null): Promise<AppUserRow | undefined> {
  const r = await sql<AppUserRow>`select * from app_user where id = ${id} and deleted_at is null
    ${instituteId === null ? sql`` : sql`and ${instituteId} = any(institutes)`}`.execute(db);
  return r.rows[0];
}

/**
 * A page of the institute's live users, newest first: of `roles` when any are given, matching the search on name or
 * e-mail; with `learners`, students and parents only among those ids (a teacher's own students).
 */
export async function appUserPage(
  db: DB,
  q: {
    instituteId: string;
    roles: readonly string[];
    searchTitle?: string;
    learners?: readonly string[];
    perPage: number;
    offset: number;
  },
): Promise<{ rows: AppUserRow[]; total: number }> {
  // `@>` rather than `= any(institutes)`: the form the GIN index on institutes answers.
  const where = sql`institutes @> array[${q.instituteId}]::text[] and deleted_at is null
    ${q.learners ? sql`and (role not in ('STUDENT', 'PARENT') or id = any(${[...q.learners]}::text[]))` : sql``}
    ${q.roles.length ? sql`and role = any(${[...q.roles]}::text[])` : sql``}
    ${q.searchTitle?.trim() ? sql`and (display_name ilike ${likePattern(q.searchTitle)} or email ilike ${likePattern(q.searchTitle)})` : sql``}`;
  const [rows, count] = await Promise.all([
    sql<AppUserRow>`select * from app_user where ${where} order by created_at desc, id limit ${q.perPage} offset ${q.offset}`.execute(db),
    sql<{ n: string }>`select count(*) as n from app_user where ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** The profile (address, parents' details...) of users by id; users without a record are absent. */
export async function profilesByIds(db: DB, ids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const r = await sql<{ id: string; profile: Record<string, unknown> | null }>`select id, profile from app_user
    where id = any(${[...new Set(ids)]}::text[])`.execute(db);
  return new Map(r.rows.map((x) => [x.id, x.profile ?? {}]));
}
