import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/** Reads of the batch read models for the exams module (issue 14): a batch with the ids and titles of its placement. */
export interface BatchRef {
  _id: string;
  course: { _id: string; title: string };
  branch: { _id: string; title: string };
  session: { _id: string; title: string };
}

/** The institute's batches by id (deleted ones too: an old exam still names its batch), with course, branch and session. */
export async function batchRefsByIds(db: DB, instituteId: string, ids: readonly string[]): Promise<Map<string, BatchRef>> {
  if (ids.length === 0) return new Map();
  const r = await sql<{
    id: string;
    course_id: string;
    course: string | null;
    branch_id: string;
    branch: string | null;
    session_id: string;
    session: string | null;
  }>`
    select b.id, b.course_id, c.title as course, b.branch_id, br.title as branch, b.session_id, s.title as session from batch b
    left join course c on c.id = b.course_id left join branch br on br.id = b.branch_id left join academic_session s on s.id = b.session_id
    where b.id = any(${[...new Set(ids)]}::text[]) and b.institute_id = ${instituteId}`.execute(db);
  return new Map(
    r.rows.map((x) => [
      x.id,
      {
        _id: x.id,
        course: { _id: x.course_id, title: x.course ?? '' },
        branch: { _id: x.branch_id, title: x.branch ?? '' },
        session: { _id: x.session_id, title: x.session ?? '' },
      },
    ]),
  );
}

/** The ids of the institute's batches of a course and/or branch (any state: a list filter over past exams too). */
export async function batchIdsOfPlacement(db: DB, q: { instituteId: string; course?: string; branch?: string }): Promise<string[]> {
  const r = await sql<{ id: string }>`select id from batch where institute_id = ${q.instituteId}
    ${q.course ? sql`and course_id = ${q.course}` : sql``}
    ${q.branch ? sql`and branch_id = ${q.branch}` : sql``}`.execute(db);
  return r.rows.map((x) => x.id);
}

/** The bands of the institute's grade scale (000 §5 Grade): what results grade percentages by. */
export async function gradeScaleOf(db: DB, instituteId: string): Promise<{ lowPercent: number; highPercent: number; grade: string }[]> {
  const r = await sql<{ low_percent: string | number; high_percent: string | number; grade: string }>`select low_percent,
      high_percent, grade from grade where institute_id = ${instituteId} and deleted_at is null`.execute(db);
  return r.rows.map((g) => ({ lowPercent: Number(g.low_percent), highPercent: Number(g.high_percent), grade: g.grade }));
}
