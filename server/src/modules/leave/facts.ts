import type { LeaveBody, Role, StaffLeaveFacts } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { CommandContext } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { dayOf, instituteDay } from '../../platform/days.js';
import { loadUser } from '../identity/index.js';
import { checkLeave, slotsOf, type StaffLeaveState } from './decider.js';

const OVERLAP = 'This employee is already on leave on these dates.';
const slotScope = (instituteId: string, staffId: string) => `staffLeave:${instituteId}:${staffId}`;

/** A day of the institute: `YYYY-MM-DD`, or an ISO date-time read as the day it falls on there. */
export const leaveDay = (value: string | null | undefined): string | null => dayOf(value ?? '');

/**
 * The body as facts of a leave of `staffId`, who must be a user of the institute with one of `takers`' roles. The
 * office's form names the employee; an application is the caller's own.
 */
export async function factsOf(
  rt: Runtime,
  ctx: CommandContext,
  leaveId: string,
  b: Omit<LeaveBody, 'staff'>,
  staffId: string,
  takers: readonly Role[],
): Promise<StaffLeaveFacts> {
  const reason = b.reason.trim();
  if (!reason) throw badRequest('Reason is required.');
  const leaveDate = leaveDay(b.leaveDate);
  if (!leaveDate) throw badRequest('Leave date must be a date, e.g. 2026-03-02.');
  let expectedJoiningDate: string | undefined;
  if (b.leaveType === 'MULTIPLE_DAY') {
    if (!b.expectedJoiningDate?.trim()) throw badRequest('Expected joining date is required.');
    expectedJoiningDate = leaveDay(b.expectedJoiningDate) ?? undefined;
    if (!expectedJoiningDate) throw badRequest('Expected joining date must be a date, e.g. 2026-03-02.');
  }
  const user = await loadUser(rt, staffId);
  if (!user?.exists || user.deleted || !user.institutes.includes(ctx.instituteId)) throw notFound('Employee not found.');
  if (!user.role || !takers.includes(user.role)) throw badRequest('Leave is for teachers and staff only.');
  const half = b.leaveType === 'HALF_DAY' && b.additionalLeaveInfo ? b.additionalLeaveInfo : undefined;
  return checkLeave(
    {
      leaveId,
      staffId,
      leaveCode: b.leaveCode,
      leaveType: b.leaveType,
      leaveDate,
      reason,
      ...(half ? { additionalLeaveInfo: half } : {}),
      ...(expectedJoiningDate ? { expectedJoiningDate } : {}),
    },
    instituteDay(ctx.now),
  );
}

/**
 * The half days a leave holds, one unique reservation per employee and half day, which decides overlaps at write
 * time (approved and pending leave alike). `take` runs between the decider's yes and the write, on the leave as it
 * stood; `settle` lets go of the days the leave no longer holds once written, `undo` gives back what was taken when
 * the write did not happen.
 */
export function slotHold(rt: Runtime, ctx: CommandContext, leaveId: string, next: StaffLeaveFacts) {
  const scope = slotScope(ctx.instituteId, next.staffId);
  const fresh: { value: string; owner: string }[] = [];
  let prev: StaffLeaveFacts | null = null;
  return {
    async take(before: StaffLeaveState) {
      prev = before.leave;
      const held = new Set(prev && prev.staffId === next.staffId ? slotsOf(prev) : []);
      const wanted = slotsOf(next).map((value) => ({ value, owner: leaveId }));
      const mine = wanted.filter((w) => !held.has(w.value));
      const taken = await rt.reservations.reserveMany(scope, wanted);
      if (taken.size > 0) {
        await rt.reservations.releaseMany(
          scope,
          mine.filter((w) => !taken.has(w.value)),
        );
        throw conflict(OVERLAP);
      }
      fresh.push(...mine);
    },
    undo: () => rt.reservations.releaseMany(scope, fresh),
    async settle() {
      if (!prev) return;
      const keep = new Set(prev.staffId === next.staffId ? slotsOf(next) : []);
      await rt.reservations.releaseMany(
        slotScope(ctx.instituteId, prev.staffId),
        slotsOf(prev)
          .filter((v) => !keep.has(v))
          .map((value) => ({ value, owner: leaveId })),
      );
    },
  };
}

/** Lets go of every half day a leave held: once cancelled, withdrawn or rejected it stands in nobody's way. */
export const releaseSlots = (rt: Runtime, instituteId: string, leaveId: string, leave: StaffLeaveFacts) =>
  rt.reservations.releaseMany(
    slotScope(instituteId, leave.staffId),
    slotsOf(leave).map((value) => ({ value, owner: leaveId })),
  );
