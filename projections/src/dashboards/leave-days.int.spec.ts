import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { dashboardAdminProjection } from './admin.js';

const spec = projectionSpec(dashboardAdminProjection);
const facts = (leaveId: string, leaveDate: string, expectedJoiningDate: string, staffId = 't1') => ({
  leaveId,
  staffId,
  leaveCode: 'SICK_LEAVE',
  leaveType: 'MULTIPLE_DAY',
  leaveDate,
  expectedJoiningDate,
  reason: 'ill',
});
const days = (rows: Record<string, unknown>[]) =>
  rows.map((r) => `${r.leave_id} ${r.staff_id} ${new Date(r.day as string).toISOString().slice(0, 10)} ${r.institute_id}`);

/** `dashboard_admin_leave_day`: the days of each leave not cancelled, which "on leave today" reads (staff-statistic). */
describe('dashboard_admin leave days', () => {
  it('writes a leave’s days, moves them on an edit, removes them on a cancellation; applied twice, the same rows', async () => {
    const recorded = spec.event('StaffLeaveRecorded', facts('l1', '2026-03-10', '2026-03-12'));
    const half = spec.event('StaffLeaveRecorded', { ...facts('l2', '2026-03-11', ''), leaveType: 'HALF_DAY', staffId: 't2' });
    const applied = spec.event('StaffLeaveApproved', facts('l3', '2026-03-30', '2026-04-01', 't3'), { instituteId: 'i2' });
    expect(days(await spec.given(recorded, half).when(applied).then('dashboard_admin_leave_day', 'leave_id, day'))).toEqual([
      'l1 t1 2026-03-10 i1',
      'l1 t1 2026-03-11 i1',
      'l1 t1 2026-03-12 i1',
      'l2 t2 2026-03-11 i1',
      'l3 t3 2026-03-30 i2',
      'l3 t3 2026-03-31 i2',
      'l3 t3 2026-04-01 i2',
    ]);
    // An edit moves the days (the old ones go, the new ones come); a cancellation takes them all away.
    const edited = spec.event('StaffLeaveEdited', facts('l1', '2026-03-11', '2026-03-13'));
    const cancelled = spec.event('StaffLeaveCancelled', { leaveId: 'l2', staffId: 't2' });
    expect(days(await spec.given(recorded, half).when(edited, cancelled).then('dashboard_admin_leave_day', 'leave_id, day'))).toEqual([
      'l1 t1 2026-03-11 i1',
      'l1 t1 2026-03-12 i1',
      'l1 t1 2026-03-13 i1',
    ]);
    // An older edit delivered after a newer one moves nothing.
    const late = { ...spec.event('StaffLeaveEdited', facts('l1', '2026-05-01', '2026-05-02')), position: recorded.position };
    expect(days(await spec.given(recorded, edited).when(late).then('dashboard_admin_leave_day', 'leave_id, day'))).toEqual([
      'l1 t1 2026-03-11 i1',
      'l1 t1 2026-03-12 i1',
      'l1 t1 2026-03-13 i1',
    ]);
  });
});
