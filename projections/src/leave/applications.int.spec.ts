import { describe, expect, it, vi } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { staffLeaveProjection } from './staff-leave.js';
import { leaveQuotaProjection } from './leave-quota.js';
import { notificationsProjection } from '../communication/notices.js';
import { dashboardAdminProjection } from '../dashboards/admin.js';

const facts = {
  leaveId: 'l1',
  staffId: 't1',
  leaveCode: 'CASUAL_LEAVE',
  leaveType: 'FULL_DAY',
  leaveDate: '2026-03-12',
  reason: 'Wedding',
};
const leaveSpec = projectionSpec(staffLeaveProjection);
const quotaSpec = projectionSpec(leaveQuotaProjection);
const inboxSpec = projectionSpec(notificationsProjection);
const dashboardSpec = projectionSpec(dashboardAdminProjection);
const rejected = { leaveId: 'l2', staffId: 't1', leaveCode: 'SICK_LEAVE', leaveDate: '2026-03-20', reason: 'Exams week' };

describe('leave applications in the read models', () => {
  it('staff_leave keeps an application pending, then its decision with who and why', async () => {
    const spec = leaveSpec;
    const { event } = spec;
    const rows = await spec
      .when(
        event('StaffLeaveApplied', facts, { actorId: 't1' }),
        event('StaffLeaveApplied', { ...facts, ...rejected, leaveType: 'FULL_DAY' }, { actorId: 't1' }),
        event('StaffLeaveRecorded', { ...facts, leaveId: 'l3', leaveDate: '2026-04-01' }),
        event('StaffLeaveApproved', { ...facts, note: 'Enjoy' }, { actorId: 'a1' }),
        event('StaffLeaveRejected', rejected, { actorId: 'm1' }),
      )
      .then('staff_leave');
    expect(rows.map((r) => [r.id, r.approval, r.applied, r.decided_by, r.decision_reason])).toEqual([
      ['l1', 'APPROVED', true, 'a1', 'Enjoy'],
      ['l2', 'REJECTED', true, 'm1', 'Exams week'],
      ['l3', 'APPROVED', false, null, null],
    ]);
  });

  it('leave_quota keeps the latest days per code; a quota it cannot use is skipped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spec = quotaSpec;
    const { event } = spec;
    const rows = await spec
      .when(
        event('LeaveQuotaSet', { leaveCode: 'SICK_LEAVE', days: 12 }),
        event('LeaveQuotaSet', { leaveCode: 'CASUAL_LEAVE', days: 8 }),
        event('LeaveQuotaSet', { leaveCode: 'SICK_LEAVE', days: null }),
        event('LeaveQuotaSet', { leaveCode: 'EARNED', days: 3 }),
      )
      .then('leave_quota', 'leave_code');
    expect(rows.map((r) => [r.leave_code, r.days === null ? null : Number(r.days)])).toEqual([
      ['CASUAL_LEAVE', 8],
      ['SICK_LEAVE', null],
    ]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('the applicant is notified of the decision, once, only them', async () => {
    const spec = inboxSpec;
    const { event } = spec;
    const approved = event('StaffLeaveApproved', facts, { actorId: 'a1' });
    const rows = await spec.when(approved, event('StaffLeaveRejected', rejected, { actorId: 'a1' })).then('notification');
    expect(rows.map((r) => [r.id, r.user_id, r.kind, r.ref_id, r.title, r.description])).toEqual([
      ['l1.t1', 't1', 'LEAVE', 'l1', 'Leave approved', 'Your casual leave from Mar 12, 2026 was approved.'],
      ['l2.t1', 't1', 'LEAVE', 'l2', 'Leave rejected', 'Your sick leave from Mar 20, 2026 was rejected. Reason: Exams week'],
    ]);
    expect(notificationsProjection.inboxOf!(approved)).toEqual([['t1', 'l1.t1']]);
  });

  it('the admin dashboard counts a leave from its approval, never a pending or rejected application', async () => {
    const spec = dashboardSpec;
    const { event } = spec;
    const rows = await spec
      .when(
        event('StaffLeaveApplied', facts),
        event('StaffLeaveApplied', { ...facts, ...rejected }),
        event('StaffLeaveRejected', rejected),
        event('StaffLeaveApproved', facts),
      )
      .then('dashboard_admin_leave');
    expect(rows.map((r) => [r.id, r.staff_id, r.cancelled])).toEqual([['l1', 't1', false]]);
  });
});
