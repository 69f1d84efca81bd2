import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/** Reads of people's `student` table for the teacher's dashboard (classes module), through index.ts. */

export interface GenderCounts {
  MALE: number;
  FEMALE: number;
  OTHER: number;
}

/** Live students of each batch of the institute by gender (a student without MALE or FEMALE counts as OTHER). */
export async function studentGendersByBatch(db: DB, instituteId: string, batchIds: readonly string[]): Promise<Map<string, GenderCounts>> {
  if (batchIds.length === 0) return new Map();
  const r = await sql<{ batch_id: string; gender: 'MALE' | 'FEMALE' | 'OTHER'; n: number }>`select batch_id,
      case when gender in ('MALE', 'FEMALE') then gender else 'OTHER' end as gender, count(*)::int as n
    from student where institute_id = ${instituteId} and batch_id = any(${[...new Set(batchIds)]}::text[]) and deleted_at is null
    group by 1, 2`.execute(db);
  const out = new Map<string, GenderCounts>();
  for (const x of r.rows) {
    const c = out.get(x.batch_id) ?? { MALE: 0, FEMALE: 0, OTHER: 0 };
    c[x.gender] += x.n;
    out.set(x.batch_id, c);
  }
  return out;
}

/** Students of the institute by id with their gender, MALE, FEMALE or OTHER (none counts as OTHER): the exam result widgets. */
export async function genderOfStudents(db: DB, instituteId: string, ids: readonly string[]): Promise<Map<string, keyof GenderCounts>> {
  if (ids.length === 0) return new Map();
  const r = await sql<{ id: string; gender: keyof GenderCounts }>`select id,
      case when gender in ('MALE', 'FEMALE') then gender else 'OTHER' end as gender
    from student where institute_id = ${instituteId} and id = any(${[...new Set(ids)]}::text[])`.execute(db);
  return new Map(r.rows.map((x) => [x.id, x.gender]));
}
