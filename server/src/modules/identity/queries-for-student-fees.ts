import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';

/** The institute's name and address, as a receipt's letterhead shows them; undefined when there is no such institute. */
export async function instituteLetterhead(rt: Runtime, instituteId: string): Promise<{ name: string; address: string | null } | undefined> {
  const r = await sql<{ institute_name: string; address: string | null }>`
    select institute_name, address from institute where id = ${instituteId}`.execute(rt.database.db);
  return r.rows[0] && { name: r.rows[0].institute_name, address: r.rows[0].address };
}
