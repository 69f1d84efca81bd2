import { sql } from 'kysely';
import type { AttendanceStatus } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';

/** Reads of attendance's `staff_attendance` table for other modules (the teacher's own dashboard), through index.ts. */

export interface StaffDay {
  day: string;
  status: AttendanceStatus;
  /** When the day was first marked (the Reporting Time card). */
  markedAt: string;
}

/** A staff member's marked days from `from` to `to` (YYYY-MM-DD, both included), in day order. */
export async function staffDaysOf(db: DB, instituteId: string, userId: string, from: string, to: string): Promise<StaffDay[]> {
  const r = await sql<{ day: string; status: AttendanceStatus; created_at: Date | string }>`select to_char(day, 'YYYY-MM-DD') as day,
      status, created_at from staff_attendance
    where institute_id = ${instituteId} and user_id = ${userId} and day between ${from}::date and ${to}::date order by day`.execute(db);
  return r.rows.map((x) => ({ day: x.day, status: x.status, markedAt: new Date(x.created_at).toISOString() }));
}
