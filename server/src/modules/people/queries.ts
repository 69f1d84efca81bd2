import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';
import { likePattern } from '../../platform/http/reply.js';

/**
 * Reads of people's `student` table for other modules (academics' batch tabs, student fees): they call these through
 * index.ts and never name the table themselves (the architecture test checks it).
 */

export interface StudentCard {
  id: string;
  instituteId: string;
  displayName: string;
  email: string;
  phoneNumber: string | null;
  gender: string | null;
  photoFileId: string | null;
  batchId: string | null;
  registrationNumber: string | null;
  rollNumber: string | null;
  parents: string[];
  createdAt: Date | string;
}

type Row = {
  id: string;
  institute_id: string;
  display_name: string;
  email: string;
  phone_number: string | null;
  gender: string | null;
  photo_file_id: string | null;
  batch_id: string | null;
  registration_number: string | null;
  roll_number: string | null;
  parents: string[];
  created_at: Date | string;
};
const COLS = sql`id, institute_id, display_name, email, phone_number, gender, photo_file_id, batch_id, registration_number, roll_number,
  parents, created_at`;
const card = (r: Row): StudentCard => ({
  id: r.id,
  instituteId: r.institute_id,
  displayName: r.display_name,
  email: r.email,
  phoneNumber: r.phone_number,
  gender: r.gender,
  photoFileId: r.photo_file_id,
  batchId: r.batch_id,
  registrationNumber: r.registration_number,
  rollNumber: r.roll_number,
  parents: r.parents ?? [],
  createdAt: r.created_at,
});

/** Live (not deleted) students of an institute by id, in id order. */
export async function studentsByIds(db: DB, instituteId: string, ids: readonly string[]): Promise<StudentCard[]> {
  if (ids.length === 0) return [];
  const r = await sql<Row>`select ${COLS} from student where id = any(${[...new Set(ids)]}::text[]) and institute_id = ${instituteId}
    and deleted_at is null order by id`.execute(db);
  return r.rows.map(card);
}

/** The batch of a live student of the institute: undefined when there is no such student, null when not in a batch. */
export async function studentBatchId(db: DB, studentId: string, instituteId: string): Promise<string | null | undefined> {
  const r = await sql<{ batch_id: string | null }>`select batch_id from student where id = ${studentId}
    and institute_id = ${instituteId} and deleted_at is null`.execute(db);
  return r.rows[0] ? r.rows[0].batch_id : undefined;
}

/** Whether any of these users is a live student of the batch. */
export async function anyStudentInBatch(db: DB, instituteId: string, batchId: string, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const r = await sql<{ id: string }>`select id from student where id = any(${[...ids]}::text[]) and batch_id = ${batchId}
    and institute_id = ${instituteId} and deleted_at is null limit 1`.execute(db);
  return r.rows.length > 0;
}

/** The batch's live students and the parents linked to them, without `except`, in id order. */
export async function batchStudentsAndParents(db: DB, instituteId: string, batchId: string, except: string): Promise<string[]> {
  const r = await sql<{ id: string }>`select distinct u.id from student s cross join lateral unnest(array[s.id] || s.parents) as u(id)
    where s.institute_id = ${instituteId} and s.batch_id = ${batchId} and s.deleted_at is null and u.id <> ${except}
    order by u.id`.execute(db);
  return r.rows.map((x) => x.id);
}

/** How many live students each batch has (batches without any are absent: read them as 0). */
export async function studentCountsByBatch(db: DB, batchIds: readonly string[]): Promise<Map<string, number>> {
  if (batchIds.length === 0) return new Map();
  const r = await sql<{ batch_id: string; n: number }>`select batch_id, count(*)::int as n from student
    where batch_id = any(${[...new Set(batchIds)]}::text[]) and deleted_at is null group by batch_id`.execute(db);
  return new Map(r.rows.map((x) => [x.batch_id, x.n]));
}

/**
 * A page of a batch's live students, by roll number (unnumbered last), then name and id; the search matches the name,
 * e-mail or registration number.
 */
export async function batchStudentsPage(
  db: DB,
  q: { instituteId: string; batchId: string; searchTitle?: string; perPage: number; offset: number },
): Promise<{ rows: StudentCard[]; total: number }> {
  const where = sql.join(
    [
      sql`institute_id = ${q.instituteId}`,
      sql`batch_id = ${q.batchId}`,
      sql`deleted_at is null`,
      ...(q.searchTitle?.trim()
        ? [
            sql`(display_name ilike ${likePattern(q.searchTitle)} or email ilike ${likePattern(q.searchTitle)} or registration_number ilike ${likePattern(q.searchTitle)})`,
          ]
        : []),
    ],
    sql` and `,
  );
  const rows = await sql<Row>`select ${COLS} from student where ${where}
    order by roll_number nulls last, display_name, id limit ${q.perPage} offset ${q.offset}`.execute(db);
  const n = await sql<{ n: number }>`select count(*)::int as n from student where ${where}`.execute(db);
  return { rows: rows.rows.map(card), total: n.rows[0]?.n ?? 0 };
}

/** The ids of a batch's live students, in id order. */
export async function batchStudentIds(db: DB, instituteId: string, batchId: string): Promise<string[]> {
  const r = await sql<{ id: string }>`select id from student where batch_id = ${batchId} and institute_id = ${instituteId}
    and deleted_at is null order by id`.execute(db);
  return r.rows.map((x) => x.id);
}
