import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/** Reads of academics' `holiday` table for the teacher's dashboard (classes module), through index.ts. */

/** The institute's holiday days (YYYY-MM-DD) from `from` to `to`, both included; none while the read model is missing. */
export async function holidayDaysBetween(db: DB, instituteId: string, from: string, to: string): Promise<string[]> {
  const exists = await sql<{ ok: boolean }>`select to_regclass('holiday') is not null as ok`.execute(db);
  if (exists.rows[0]?.ok !== true) return [];
  const r = await sql<{ day: string }>`select distinct to_char(d, 'YYYY-MM-DD') as day from holiday h
    cross join lateral generate_series(greatest(h.start_date, ${from}::date), least(h.end_date, ${to}::date), interval '1 day') as d
    where h.institute_id = ${instituteId} and h.deleted_at is null and h.start_date <= ${to}::date and h.end_date >= ${from}::date
    order by day`.execute(db);
  return r.rows.map((x) => x.day);
}
