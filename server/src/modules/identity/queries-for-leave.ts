import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';

/** What another module shows of a user beside its own rows (leave, pay): name, e-mail, role, photo, employment code. */
export interface UserCard {
  id: string;
  displayName: string;
  email: string;
  role: string;
  photoFileId: string | null;
  employmentCode: string | null;
}

/** The cards of the given users from `app_user`, by id; an id with no user is left out. */
export async function userCards(rt: Runtime, ids: readonly string[]): Promise<Map<string, UserCard>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  type Row = {
    id: string;
    display_name: string;
    email: string;
    role: string;
    photo_file_id: string | null;
    employment_code: string | null;
  };
  const r = await sql<Row>`
    select id, display_name, email, role, photo_file_id, profile->>'employmentCode' as employment_code
    from app_user where id = any(${unique}::text[])`.execute(rt.database.db);
  return new Map(
    r.rows.map((u) => [
      u.id,
      {
        id: u.id,
        displayName: u.display_name,
        email: u.email,
        role: u.role,
        photoFileId: u.photo_file_id,
        employmentCode: u.employment_code,
      },
    ]),
  );
}

/**
 * Of the given users, those whose name (and, with `email`, e-mail) contains `pattern` (a LIKE pattern, escaped by
 * the caller): how a module searches its own rows by the people they name without joining `app_user`.
 */
export async function usersMatching(
  rt: Runtime,
  ids: readonly string[],
  pattern: string,
  opts: { email?: boolean } = {},
): Promise<string[]> {
  if (ids.length === 0) return [];
  const r = await sql<{ id: string }>`select id from app_user where id = any(${[...new Set(ids)]}::text[])
    and (display_name ilike ${pattern} ${opts.email ? sql`or email ilike ${pattern}` : sql``})`.execute(rt.database.db);
  return r.rows.map((u) => u.id);
}
