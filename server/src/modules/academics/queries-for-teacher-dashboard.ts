import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';

/** Reads of academics' `holiday` and `subject` tables for the teacher's dashboard (classes module), through index.ts. */

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

/** The titles of the institute's subjects by id (a deleted subject keeps its title; an unknown one is absent). */
export async function subjectTitlesByIds(db: DB, instituteId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const exists = await sql<{ ok: boolean }>`select to_regclass('subject') is not null as ok`.execute(db);
  if (exists.rows[0]?.ok !== true) return new Map();
  const r = await sql<{ id: string; title: string }>`select id, title from subject
    where id = any(${[...new Set(ids)]}::text[]) and institute_id = ${instituteId}`.execute(db);
  return new Map(r.rows.map((x) => [x.id, x.title]));
}
