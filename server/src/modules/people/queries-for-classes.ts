import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';
import { likePattern } from '../../platform/http/reply.js';

/** Reads of the `student` table for the classes module (the class register, issue 12). */

export interface RegisterStudent {
  id: string;
  displayName: string;
  photoFileId: string | null;
  rollNumber: string | null;
  registrationNumber: string | null;
  gender: string | null;
}

/**
 * A page of a batch's live students for the class register (002 §7 GET attendance/:classId): search on name, e-mail,
 * roll and registration number; a gender filter; by roll number (asc/des) or by name (A-Z/Z-A), roll number first
 * by default.
 */
export async function registerStudentsPage(
  db: DB,
  q: {
    instituteId: string;
    batchId: string;
    searchTitle?: string;
    gender?: string;
    sortAlphabetically?: string;
    sortRollNo?: string;
    /** Only these students, or all but these (the exams' Students tab filters by result). */
    onlyIds?: readonly string[];
    exceptIds?: readonly string[];
    perPage: number;
    offset: number;
  },
): Promise<{ rows: RegisterStudent[]; total: number }> {
  const search = q.searchTitle?.trim();
  const where = sql.join(
    [
      sql`institute_id = ${q.instituteId}`,
      sql`batch_id = ${q.batchId}`,
      sql`deleted_at is null`,
      ...(search
        ? [
            sql`(display_name ilike ${likePattern(search)} or email ilike ${likePattern(search)}
              or registration_number ilike ${likePattern(search)} or roll_number ilike ${likePattern(search)})`,
          ]
        : []),
      ...(q.gender ? [sql`gender = ${q.gender}`] : []),
      ...(q.onlyIds ? [sql`id = any(${[...q.onlyIds]}::text[])`] : []),
      ...(q.exceptIds?.length ? [sql`not (id = any(${[...q.exceptIds]}::text[]))`] : []),
    ],
    sql` and `,
  );
  // Roll numbers are text: numeric ones sort by value, then the others as text.
  const roll = (dir: 'asc' | 'desc') =>
    dir === 'asc'
      ? sql`(roll_number ~ '^[0-9]{1,15}$') desc nulls last, case when roll_number ~ '^[0-9]{1,15}$' then roll_number::bigint end asc, roll_number asc nulls last`
      : sql`(roll_number ~ '^[0-9]{1,15}$') asc nulls first, case when roll_number ~ '^[0-9]{1,15}$' then roll_number::bigint end desc, roll_number desc nulls last`;
  const order =
    q.sortRollNo === 'asc' || q.sortRollNo === 'des'
      ? sql`${roll(q.sortRollNo === 'asc' ? 'asc' : 'desc')}, display_name`
      : q.sortAlphabetically === 'A-Z'
        ? sql`lower(display_name) asc, display_name asc`
        : q.sortAlphabetically === 'Z-A'
          ? sql`lower(display_name) desc, display_name desc`
          : sql`${roll('asc')}, display_name`;
  const r = await sql<{
    id: string;
    display_name: string;
    photo_file_id: string | null;
    roll_number: string | null;
    registration_number: string | null;
    gender: string | null;
  }>`select id, display_name, photo_file_id, roll_number, registration_number, gender from student where ${where}
    order by ${order}, id limit ${q.perPage} offset ${q.offset}`.execute(db);
  const n = await sql<{ n: number }>`select count(*)::int as n from student where ${where}`.execute(db);
  return {
    rows: r.rows.map((x) => ({
      id: x.id,
      displayName: x.display_name,
      photoFileId: x.photo_file_id,
      rollNumber: x.roll_number,
      registrationNumber: x.registration_number,
      gender: x.gender,
    })),
    total: n.rows[0]?.n ?? 0,
  };
}
