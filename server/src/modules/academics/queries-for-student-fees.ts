import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';

/** How a batch is named beside another module's rows: its description and its course, branch and session titles. */
export interface BatchLabel {
  title: string;
  course: string;
  branch: string;
  session: string;
}

/** The labels of the given batches, by id (deleted ones too: old rows keep their names); '' where a title is missing. */
export async function batchLabels(rt: Runtime, ids: readonly string[]): Promise<Map<string, BatchLabel>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const r = await sql<{ id: string; title: string; course: string | null; branch: string | null; session: string | null }>`
    select b.id, b.description as title, c.title as course, br.title as branch, s.title as session
    from batch b left join course c on c.id = b.course_id left join branch br on br.id = b.branch_id
      left join academic_session s on s.id = b.session_id
    where b.id = any(${unique}::text[])`.execute(rt.database.db);
  return new Map(
    r.rows.map((b) => [
      b.id,
      {
        title: b.title ?? '',
        course: b.course ?? '',
        branch: b.branch ?? '',
        session: b.session ?? '',
      },
    ]),
  );
}

/** The ids of the institute's batches whose description matches `pattern` (a LIKE pattern, escaped by the caller). */
export async function batchesTitled(rt: Runtime, instituteId: string, pattern: string): Promise<string[]> {
  const r = await sql<{ id: string }>`select id from batch where institute_id = ${instituteId} and description ilike ${pattern}`.execute(
    rt.database.db,
  );
  return r.rows.map((b) => b.id);
}
