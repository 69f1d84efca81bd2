import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/** Reads of leave's `staff_leave` table for other modules (the teacher's own dashboard), through index.ts. */

/** The days (YYYY-MM-DD) from `from` to `to` that an approved, not cancelled leave of the staff member covers. */
export async function approvedLeaveDaysOf(db: DB, instituteId: string, staffId: string, from: string, to: string): Promise<string[]> {
  const r = await sql<{ day: string }>`select distinct to_char(d, 'YYYY-MM-DD') as day from staff_leave l
    cross join lateral generate_series(greatest(l.start_date, ${from}::date), least(l.end_date, ${to}::date), interval '1 day') as d
    where l.institute_id = ${instituteId} and l.staff_id = ${staffId} and l.approval = 'APPROVED' and l.cancelled_at is null
      and l.start_date <= ${to}::date and l.end_date >= ${from}::date
    order by day`.execute(db);
  return r.rows.map((x) => x.day);
}
