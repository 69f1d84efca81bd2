import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/**
 * Reads of departments' tables (`department`, `department_member`) for other modules: they call these through index.ts
 * and never name the tables themselves (the architecture test checks it).
 */

/** Whether a live (not deleted) department of the institute has this id, in the read model. */
export async function departmentExists(db: DB, id: string, instituteId: string): Promise<boolean> {
  const r = await sql<{ id: string }>`select id from department where id = ${id} and institute_id = ${instituteId}
    and deleted_at is null`.execute(db);
  return r.rows.length > 0;
}

/** The live department each of these users belongs to in the institute (a user is in at most one). */
export async function departmentsOfUsers(
  db: DB,
  instituteId: string,
  userIds: readonly string[],
): Promise<Map<string, { id: string; title: string }>> {
  if (userIds.length === 0) return new Map();
  const r = await sql<{ user_id: string; id: string; title: string }>`select m.user_id, d.id, d.title from department_member m
    join department d on d.id = m.department_id and d.deleted_at is null
    where m.institute_id = ${instituteId} and m.user_id = any(${[...new Set(userIds)]}::text[])`.execute(db);
  return new Map(r.rows.map((x) => [x.user_id, { id: x.id, title: x.title }]));
}
