import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';
import type { UserCard } from './queries-for-leave.js';

/** A user of the institute, not deleted, in one of `roles` (from `app_user`); null otherwise. */
export async function memberInRoles(rt: Runtime, instituteId: string, userId: string, roles: readonly string[]): Promise<UserCard | null> {
  type Row = {
    id: string;
    display_name: string;
    email: string;
    role: string;
    photo_file_id: string | null;
    employment_code: string | null;
  };
  const r = await sql<Row>`
    select id, display_name, email, role, photo_file_id, profile->>'employmentCode' as employment_code from app_user
    where id = ${userId} and ${instituteId} = any(institutes) and deleted_at is null and role = any(${[...roles]}::text[])`.execute(
    rt.database.db,
  );
  const u = r.rows[0];
  return u
    ? {
        id: u.id,
        displayName: u.display_name,
        email: u.email,
        role: u.role,
        photoFileId: u.photo_file_id,
        employmentCode: u.employment_code,
      }
    : null;
}
