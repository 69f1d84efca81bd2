import { sql } from 'kysely';
import type { DB } from '../db/database.js';

/**
 * Sessions ended by `POST auth/logout` before their token expires: the guard refuses a token whose session id is here.
 * A row is needed only until the token would have expired anyway; each logout clears the rows past that time.
 */
export async function migrateSessions(db: DB): Promise<void> {
  await sql`create table if not exists ended_session (
    session_id text primary key, user_id text not null, expires_at timestamptz not null)`.execute(db);
}

export async function endSession(db: DB, sessionId: string, userId: string, expiresAt: Date): Promise<void> {
  await sql`insert into ended_session (session_id, user_id, expires_at) values (${sessionId}, ${userId}, ${expiresAt.toISOString()})
    on conflict (session_id) do nothing`.execute(db);
  await sql`delete from ended_session where expires_at < now() - interval '1 minute'`.execute(db);
}

export async function sessionEnded(db: DB, sessionId: string): Promise<boolean> {
  const r = await sql<{ one: number }>`select 1 as one from ended_session where session_id = ${sessionId}`.execute(db);
  return r.rows.length > 0;
}
