import { sql } from 'kysely';
import { leaveDays, type LeaveRow } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { notFound } from '../../platform/errors.js';
import { userCards } from '../identity/index.js';
import { lastDayOf, type StaffLeaveState } from './decider.js';

/** One leave as a reply shows it, whether read from `staff_leave` or just decided. */
export interface LeaveFields {
  id: string;
  staffId: string;
  leaveCode: string;
  leaveType: string;
  leaveDate: string;
  endDate: string;
  expectedJoiningDate: string | null;
  additionalLeaveInfo: string | null;
  days: number;
  reason: string;
  cancellation: { reason: string | null; at: string; by: string } | null;
  approval: string;
  applied: boolean;
  decision: { reason: string | null; at: string; by: string } | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

export type LeaveRowDb = {
  id: string;
  staff_id: string;
  leave_code: string;
  leave_type: string;
  start_date: string;
  end_date: string;
  additional_leave_info: string | null;
  expected_joining_date: string | null;
  days: string | number;
  reason: string;
  cancelled_at: Date | string | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  approval: string;
  applied: boolean;
  decided_at: Date | string | null;
  decided_by: string | null;
  decision_reason: string | null;
  created_at: Date | string;
  created_by: string;
  updated_at: Date | string;
};

/** The columns of `staff_leave` a reply needs (the module's own table only; names come from identity). */
export const LEAVE_SELECT = sql`select l.id, l.staff_id, l.leave_code, l.leave_type, to_char(l.start_date, 'YYYY-MM-DD') as start_date,
    to_char(l.end_date, 'YYYY-MM-DD') as end_date, l.additional_leave_info,
    to_char(l.expected_joining_date, 'YYYY-MM-DD') as expected_joining_date,
    l.days, l.reason, l.cancelled_at, l.cancelled_by, l.cancel_reason,
    l.approval, l.applied, l.decided_at, l.decided_by, l.decision_reason, l.created_at, l.created_by, l.updated_at
  from staff_leave l`;

const iso = (v: Date | string) => new Date(v).toISOString();

export const fieldsOfRow = (r: LeaveRowDb): LeaveFields => ({
  id: r.id,
  staffId: r.staff_id,
  leaveCode: r.leave_code,
  leaveType: r.leave_type,
  leaveDate: r.start_date,
  endDate: r.end_date,
  expectedJoiningDate: r.expected_joining_date,
  additionalLeaveInfo: r.additional_leave_info,
  days: Number(r.days),
  reason: r.reason,
  cancellation: r.cancelled_at ? { reason: r.cancel_reason, at: iso(r.cancelled_at), by: r.cancelled_by ?? '' } : null,
  approval: r.approval,
  applied: r.applied,
  decision: r.decided_at ? { reason: r.decision_reason, at: iso(r.decided_at), by: r.decided_by ?? '' } : null,
  createdAt: iso(r.created_at),
  createdBy: r.created_by,
  updatedAt: iso(r.updated_at),
});

/** The leave as the decider left it after a command (the command handler's state), for the command's reply. */
export function fieldsOfState(id: string, s: StaffLeaveState): LeaveFields {
  const l = s.leave;
  if (!l || !s.recorded) throw notFound('Leave not found.');
  return {
    id,
    staffId: l.staffId,
    leaveCode: l.leaveCode,
    leaveType: l.leaveType,
    leaveDate: l.leaveDate,
    endDate: lastDayOf(l),
    expectedJoiningDate: l.expectedJoiningDate ?? null,
    additionalLeaveInfo: l.additionalLeaveInfo ?? null,
    days: leaveDays(l) ?? 0,
    reason: l.reason,
    cancellation: s.cancellation,
    approval: s.approval,
    applied: s.applied,
    decision: s.decision,
    createdAt: s.recorded.at,
    createdBy: s.recorded.by,
    updatedAt: (s.updated ?? s.recorded).at,
  };
}

/** Where a leave stands: cancelled, an application awaiting or refused, else where its days fall from today. */
export const statusOf = (l: Pick<LeaveFields, 'cancellation' | 'approval' | 'leaveDate' | 'endDate'>, today: string): string =>
  l.cancellation
    ? 'CANCELLED'
    : l.approval !== 'APPROVED'
      ? l.approval
      : l.leaveDate > today
        ? 'UPCOMING'
        : l.endDate < today
          ? 'PAST'
          : 'ONGOING';

/**
 * Replies for leaves: each with its employee's name, e-mail, role and photo (asked of identity), today's status, and
 * the approver's name on a decided application.
 */
export async function leaveViews(rt: Runtime, leaves: LeaveFields[], today: string): Promise<LeaveRow[]> {
  const cards = await userCards(rt, [
    ...new Set([...leaves.map((l) => l.staffId), ...leaves.flatMap((l) => (l.decision ? [l.decision.by] : []))]),
  ]);
  return leaves.map(({ id, staffId, cancellation, decision, ...l }) => {
    const u = cards.get(staffId);
    return {
      _id: id,
      staff: {
        _id: staffId,
        displayName: u?.displayName ?? '',
        email: u?.email ?? '',
        role: u?.role ?? '',
        photoUrl: rt.files.signedUrl(u?.photoFileId, '/api/v1'),
      },
      leaveCode: l.leaveCode,
      leaveType: l.leaveType,
      typeOfLeave: l.leaveType,
      leaveDate: l.leaveDate,
      expectedJoiningDate: l.expectedJoiningDate,
      additionalLeaveInfo: l.additionalLeaveInfo,
      endDate: l.endDate,
      days: l.days,
      reason: l.reason,
      status: statusOf({ cancellation, ...l }, today),
      cancellation,
      approval: l.approval,
      applied: l.applied,
      decision: decision ? { ...decision, byName: cards.get(decision.by)?.displayName ?? '' } : null,
      createdAt: l.createdAt,
      createdBy: l.createdBy,
      updatedAt: l.updatedAt,
    };
  });
}
