import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/**
 * The institute's holiday days from `first` to `last` (YYYY-MM-DD, both included), one row per day (a holiday of several
 * days gives each of its days), in order; the first holiday's title where two overlap.
 */
export async function holidayDaysBetween(
  db: DB,
  instituteId: string,
  first: string,
  last: string,
): Promise<{ date: string; title: string }[]> {
  const r = await sql<{ date: string; title: string }>`select distinct on (d) to_char(d, 'YYYY-MM-DD') as date, h.title
    from holiday h, generate_series(greatest(h.start_date, ${first}::date), least(h.end_date, ${last}::date), interval '1 day') d
    where h.institute_id = ${instituteId} and h.deleted_at is null and h.start_date <= ${last}::date and h.end_date >= ${first}::date
    order by d, h.start_date, h.id`.execute(db);
  return r.rows;
}

/** The institute's holiday days (YYYY-MM-DD) from `first` to `last`, both included, in order. */
export async function holidayDates(db: DB, instituteId: string, first: string, last: string): Promise<string[]> {
  return (await holidayDaysBetween(db, instituteId, first, last)).map((h) => h.date);
}
