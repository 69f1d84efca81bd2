import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/** The institute's live holidays overlapping `from`..`to` (YYYY-MM-DD, both included), as day ranges. */
export async function holidayRanges(db: DB, instituteId: string, from: string, to: string): Promise<{ start: string; end: string }[]> {
  const r = await sql<{
    start: string;
    end: string;
  }>`select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end
    from holiday where institute_id = ${instituteId} and deleted_at is null and start_date <= ${to}::date and end_date >= ${from}::date
    order by start_date`.execute(db);
  return r.rows;
}

/** Subject titles by id, within the institute (a deleted subject keeps its title: its classes happened). */
export async function subjectTitlesByIds(db: DB, instituteId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const r = await sql<{ id: string; title: string }>`select id, title from subject
    where id = any(${[...new Set(ids)]}::text[]) and institute_id = ${instituteId}`.execute(db);
  return new Map(r.rows.map((x) => [x.id, x.title]));
}
