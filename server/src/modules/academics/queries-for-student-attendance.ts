import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/** The titles of the given subjects by id (deleted ones too: old classes keep their names). */
export async function subjectTitlesByIds(db: DB, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const r = await sql<{ id: string; title: string }>`select id, title from subject where id = any(${unique}::text[])`.execute(db);
  return new Map(r.rows.map((s) => [s.id, s.title]));
}

/**
 * The institute's holiday days from `first` to `last` (YYYY-MM-DD, both included), one row per day (a holiday of several
 * days gives each of its days), in order; the first holiday's title where two overlap.
 */
export async function holidayDaysBetween(db: DB, instituteId: string, first: string, last: string): Promise<{ date: string; title: string }[]> {
  const r = await sql<{ date: string; title: string }>`select distinct on (d) to_char(d, 'YYYY-MM-DD') as date, h.title
    from holiday h, generate_series(greatest(h.start_date, ${first}::date), least(h.end_date, ${last}::date), interval '1 day') d
    where h.institute_id = ${instituteId} and h.deleted_at is null and h.start_date <= ${last}::date and h.end_date >= ${first}::date
    order by d, h.start_date, h.id`.execute(db);
  return r.rows;
}
