import { sql } from 'kysely';
import type { ApprovedLeaveOnDay } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';

type Db = Runtime['database']['db'];

/** The approved leave of a staff member on one day, keyed by the day (YYYY-MM-DD). */
export type ApprovedLeaveDays = Map<string, ApprovedLeaveOnDay>;

interface LeaveRow {
  id: string;
  staff_id: string;
  leave_type: string;
  leave_code: string;
  additional_leave_info: string | null;
  start_date: string;
  end_date: string;
}

const onDay = (r: LeaveRow): ApprovedLeaveOnDay => ({
  leaveId: r.id,
  leaveType: r.leave_type,
  leaveCode: r.leave_code,
  fullDay: r.leave_type !== 'HALF_DAY',
  half: r.leave_type === 'HALF_DAY' ? r.additional_leave_info : null,
});

/** A full day wins over a half day when two leaves meet on one day (they cannot overlap, but a read should not care). */
const keep = (a: ApprovedLeaveOnDay | undefined, b: ApprovedLeaveOnDay) => (a && a.fullDay && !b.fullDay ? a : b);

/**
 * Issue 12 part 8: who of `staffIds` is on approved leave on `day` (the `staff_leave` read model: approved, not
 * cancelled, the day within its first and last). Staff attendance reads leave through this, never the table.
 */
export async function approvedLeaveOn(
  db: Db,
  instituteId: string,
  day: string,
  staffIds: readonly string[],
): Promise<Map<string, ApprovedLeaveOnDay>> {
  const out = new Map<string, ApprovedLeaveOnDay>();
  if (staffIds.length === 0) return out;
  const r = await sql<LeaveRow>`select id, staff_id, leave_type, leave_code, additional_leave_info,
      to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
    from staff_leave where institute_id = ${instituteId} and approval = 'APPROVED' and cancelled_at is null
      and start_date <= ${day}::date and end_date >= ${day}::date and staff_id = any(${[...staffIds]}::text[])`.execute(db);
  for (const row of r.rows) out.set(row.staff_id, keep(out.get(row.staff_id), onDay(row)));
  return out;
}

/** The days from `from` to `to` (YYYY-MM-DD, both counted) on which one staff member has approved leave. */
export async function approvedLeaveDays(
  db: Db,
  instituteId: string,
  staffId: string,
  from: string,
  to: string,
): Promise<ApprovedLeaveDays> {
  const r = await sql<LeaveRow>`select id, staff_id, leave_type, leave_code, additional_leave_info,
      to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
    from staff_leave where institute_id = ${instituteId} and staff_id = ${staffId} and approval = 'APPROVED'
      and cancelled_at is null and start_date <= ${to}::date and end_date >= ${from}::date
    order by start_date`.execute(db);
  const out: ApprovedLeaveDays = new Map();
  for (const row of r.rows) {
    const first = row.start_date > from ? row.start_date : from;
    const last = row.end_date < to ? row.end_date : to;
    for (let d = first; d <= last; d = nextDay(d)) out.set(d, keep(out.get(d), onDay(row)));
  }
  return out;
}

const nextDay = (day: string): string => {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
};
