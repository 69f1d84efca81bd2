import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';

/** The titles of the given subjects of the institute, by id (deleted ones too: an old absence keeps its subject's name). */
export async function subjectTitles(rt: Runtime, instituteId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const r = await sql<{ id: string; title: string }>`select id, title from subject
    where id = any(${unique}::text[]) and institute_id = ${instituteId}`.execute(rt.database.db);
  return new Map(r.rows.map((s) => [s.id, s.title]));
}
