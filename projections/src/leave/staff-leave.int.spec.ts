import { describe, expect, it, vi } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { staffLeaveProjection } from './staff-leave.js';

const spec = projectionSpec(staffLeaveProjection);
const { event } = spec;
const facts = { leaveId: 'l1', staffId: 't1', leaveCode: 'SICK_LEAVE', reason: 'Fever' };
const day = (r: Record<string, unknown>, k: string) => (r[k] instanceof Date ? (r[k] as Date).toISOString().slice(0, 10) : r[k]);

describe('staff_leave projection', () => {
  it('keeps a leave with its span and length: half a day, one day, several days across a month end', async () => {
    const rows = await spec
      .when(
        event('StaffLeaveRecorded', { ...facts, leaveType: 'HALF_DAY', leaveDate: '2026-03-12', additionalLeaveInfo: 'firstHalf' }),
        event('StaffLeaveRecorded', { ...facts, leaveId: 'l2', leaveType: 'FULL_DAY', leaveDate: '2026-03-13' }),
        event('StaffLeaveRecorded', {
          ...facts,
          leaveId: 'l3',
          leaveType: 'MULTIPLE_DAY',
          leaveDate: '2026-02-27',
          expectedJoiningDate: '2026-03-02',
        }),
      )
      .then('staff_leave');
    expect(rows.map((r) => [r.id, day(r, 'start_date'), day(r, 'end_date'), Number(r.days), r.additional_leave_info])).toEqual([
      ['l1', '2026-03-12', '2026-03-12', 0.5, 'firstHalf'],
      ['l2', '2026-03-13', '2026-03-13', 1, null],
      ['l3', '2026-02-27', '2026-03-02', 4, null],
    ]);
  });

  it('takes an edit and a cancellation in order; an older event applied late changes nothing', async () => {
    const recorded = event('StaffLeaveRecorded', {
      ...facts,
      leaveType: 'HALF_DAY',
      leaveDate: '2026-03-12',
      additionalLeaveInfo: 'firstHalf',
    });
    const edited = event(
      'StaffLeaveEdited',
      { ...facts, leaveType: 'FULL_DAY', leaveDate: '2026-03-14', reason: 'Still ill' },
      { actorId: 'u2' },
    );
    const cancelled = event('StaffLeaveCancelled', { leaveId: 'l1', staffId: 't1', reason: 'Recovered' }, { actorId: 'u3' });
    const rows = await spec.given(recorded).when(edited, cancelled, recorded).then('staff_leave');
    expect(rows).toMatchObject([
      {
        id: 'l1',
        leave_type: 'FULL_DAY',
        additional_leave_info: null,
        reason: 'Still ill',
        created_by: 'u1',
        updated_by: 'u3',
        cancelled_by: 'u3',
        cancel_reason: 'Recovered',
        last_position: String(cancelled.position),
      },
    ]);
    expect(day(rows[0]!, 'start_date')).toBe('2026-03-14');
  });

  it('skips leave facts it cannot use, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rows = await spec
      .when(
        event('StaffLeaveRecorded', { ...facts, leaveType: 'MULTIPLE_DAY', leaveDate: '2026-03-12' }),
        event('StaffLeaveRecorded', { ...facts, leaveType: 'FULL_DAY', leaveDate: 'soon' }),
        event('StaffLeaveRecorded', {}),
        event('StaffLeaveCancelled', {}),
      )
      .then('staff_leave');
    expect(rows).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(6);
    warn.mockRestore();
  });
});
