import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';

/**
 * The users of an institute a message goes to: those in `roles`, not blocked, but not `except` (the author); with
 * `parentsOfStudents`, also every parent of a student of the institute. Ids in order.
 */
export async function audienceOf(
  rt: Runtime,
  instituteId: string,
  roles: readonly string[],
  opts: { except: string; parentsOfStudents?: boolean },
): Promise<string[]> {
  const r = await sql<{ id: string }>`select id from app_user where ${instituteId} = any(institutes) and not blocked
    and id <> ${opts.except} and (role = any(${[...roles]}::text[])
      ${
        opts.parentsOfStudents
          ? sql`or (role = 'PARENT' and children && (select coalesce(array_agg(id), '{}') from app_user s
        where ${instituteId} = any(s.institutes) and s.role = 'STUDENT'))`
          : sql``
      })
    order by id`.execute(rt.database.db);
  return r.rows.map((x) => x.id);
}
