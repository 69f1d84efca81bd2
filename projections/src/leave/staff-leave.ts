import { sql } from 'kysely';
import { leaveDays, leaveLastDay, type StaffLeaveEvent, type StaffLeaveFacts } from '@school/contracts';
import type { Projection } from '../types.js';

/** Last day a leave covers and its length in days (0.5 for a half day). Null for facts it cannot use. */
function span(d: Partial<StaffLeaveFacts>): { end: string; days: number } | null {
  const days = leaveDays(d);
  const end = leaveLastDay(d);
  return !d.leaveId || !d.staffId || days === null || !end ? null : { end, days };
}

/**
 * `staff_leave`: one row per leave with its current facts, first and last day, length, cancellation and approval
 * (APPROVED when the office recorded it; PENDING, then APPROVED or REJECTED, when the employee applied). A row takes
 * only events after the last position applied to it, so re-applying an old event changes nothing.
 */
export const staffLeaveProjection: Projection = {
  name: 'staff_leave',
  version: 3,
  tables: {
    staff_leave: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, staff_id text not null, leave_code text not null,
      leave_type text not null, start_date date not null, end_date date not null, additional_leave_info text,
      expected_joining_date date, days numeric(6, 1) not null, reason text not null,
      cancelled_at timestamptz, cancelled_by text, cancel_reason text,
      approval text not null default 'APPROVED', applied boolean not null default false,
      decided_at timestamptz, decided_by text, decision_reason text,
      created_at timestamptz not null, created_by text not null, updated_at timestamptz not null, updated_by text not null,
      last_position bigint not null default 0)`,
  },
  indexes: {
    'staff_leave.dates': (t, i) => sql`create index ${i} on ${t} (institute_id, start_date, end_date)`,
    // A member's leaves, and those of a date range by their last day (the teacher's attendance dashboard reads this
    // year's: an index range, not every leave they ever took; v3).
    'staff_leave.staff': (t, i) => sql`create index ${i} on ${t} (institute_id, staff_id, end_date)`,
    'staff_leave.approval': (t, i) => sql`create index ${i} on ${t} (institute_id, approval, created_at)`,
  },
  handles: [
    'StaffLeaveRecorded',
    'StaffLeaveEdited',
    'StaffLeaveCancelled',
    'StaffLeaveApplied',
    'StaffLeaveApproved',
    'StaffLeaveRejected',
  ],
  idsOf: (e) => [String((e.data as { leaveId?: string }).leaveId ?? '')],
  /** The staff member on leave: a teacher reads only their own leave. */
  ownersOf: (e) => [String((e.data as { staffId?: string }).staffId ?? '')],
  async apply({ tx, table }, event) {
    const e = event as unknown as StaffLeaveEvent;
    const m = event.metadata;
    const pos = sql`${event.position.toString()}::bigint`;
    const t = table('staff_leave');
    if (e.type === 'StaffLeaveCancelled') {
      if (!e.data?.leaveId) return;
      await sql`update ${t} set cancelled_at = ${m.occurredAt}, cancelled_by = ${m.actorId}, cancel_reason = ${e.data.reason ?? null},
          updated_at = ${m.occurredAt}, updated_by = ${m.actorId}, last_position = ${pos}
        where id = ${e.data.leaveId} and last_position < ${pos}`.execute(tx);
      return;
    }
    if (e.type === 'StaffLeaveApproved' || e.type === 'StaffLeaveRejected') {
      if (!e.data?.leaveId) return;
      const [approval, reason] = e.type === 'StaffLeaveApproved' ? ['APPROVED', e.data.note ?? null] : ['REJECTED', e.data.reason ?? null];
      await sql`update ${t} set approval = ${approval}, decided_at = ${m.occurredAt}, decided_by = ${m.actorId}, decision_reason = ${reason},
          updated_at = ${m.occurredAt}, updated_by = ${m.actorId}, last_position = ${pos}
        where id = ${e.data.leaveId} and last_position < ${pos}`.execute(tx);
      return;
    }
    const d = (e.data ?? {}) as Partial<StaffLeaveFacts>;
    const s = span(d);
    if (!s || !d.leaveCode || typeof d.reason !== 'string') {
      console.warn(`staff_leave: skipped ${event.type} at ${event.position} without usable leave facts`);
      return;
    }
    const half = d.leaveType === 'HALF_DAY' ? (d.additionalLeaveInfo ?? null) : null;
    const joining = d.leaveType === 'MULTIPLE_DAY' ? (d.expectedJoiningDate ?? null) : null;
    // An edit never changes the approval: only insert sets it (an edit's upsert keeps the row's value).
    const applied = e.type === 'StaffLeaveApplied';
    await sql`insert into ${t} as l (id, institute_id, staff_id, leave_code, leave_type, start_date, end_date, additional_leave_info,
        expected_joining_date, days, reason, approval, applied, created_at, created_by, updated_at, updated_by, last_position)
      values (${d.leaveId}, ${m.instituteId}, ${d.staffId}, ${d.leaveCode}, ${d.leaveType}, ${d.leaveDate}::date, ${s.end}::date, ${half},
        ${joining}::date, ${s.days}, ${d.reason}, ${applied ? 'PENDING' : 'APPROVED'}, ${applied}, ${m.occurredAt}, ${m.actorId},
        ${m.occurredAt}, ${m.actorId}, ${pos})
      on conflict (id) do update set staff_id = excluded.staff_id, leave_code = excluded.leave_code, leave_type = excluded.leave_type,
        start_date = excluded.start_date, end_date = excluded.end_date, additional_leave_info = excluded.additional_leave_info,
        expected_joining_date = excluded.expected_joining_date, days = excluded.days, reason = excluded.reason,
        updated_at = excluded.updated_at, updated_by = excluded.updated_by, last_position = excluded.last_position
      where l.last_position < excluded.last_position`.execute(tx);
  },
};
