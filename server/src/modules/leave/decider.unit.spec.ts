import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { StaffLeaveEvent, StaffLeaveFacts } from '@school/contracts';
import { checkLeave, daysOf, slotsOf, staffLeaveDecider as d } from './decider.js';

const spec = deciderSpec(d);
const today = '2026-03-10';
const half: StaffLeaveFacts = {
  leaveId: 'l1',
  staffId: 's1',
  leaveCode: 'SICK_LEAVE',
  leaveType: 'HALF_DAY',
  leaveDate: '2026-03-12',
  additionalLeaveInfo: 'firstHalf',
  reason: 'Fever',
};
const recorded: StaffLeaveEvent = { type: 'StaffLeaveRecorded', data: half };
const record = (l: Partial<StaffLeaveFacts>, now = today) =>
  d.decide({ type: 'RecordStaffLeave', data: { ...half, ...l, today: now } as never }, spec.given().state);

describe('staff leave decider', () => {
  it('records a half day with its half', () => {
    expect(record({})).toEqual([recorded]);
  });

  it('refuses a day before today, but takes today', () => {
    expect(() => record({ leaveDate: '2026-03-09' })).toThrow('Leave date cannot be earlier than today.');
    expect(record({ leaveDate: today })[0]!.data).toMatchObject({ leaveDate: today });
  });

  it('needs a half for a half day, and keeps only the field a type uses', () => {
    expect(() => record({ additionalLeaveInfo: undefined })).toThrow('Please choose first or second half.');
    const full = record({ leaveType: 'FULL_DAY', expectedJoiningDate: '2026-03-20' })[0]!.data as StaffLeaveFacts;
    expect(full.additionalLeaveInfo).toBeUndefined();
    expect(full.expectedJoiningDate).toBeUndefined();
  });

  it('needs a joining date after the first day for several days, and not too far', () => {
    expect(() => record({ leaveType: 'MULTIPLE_DAY' })).toThrow('Expected joining date is required.');
    expect(() => record({ leaveType: 'MULTIPLE_DAY', expectedJoiningDate: '2026-03-12' })).toThrow(
      'Expected joining date must be after the leave date.',
    );
    expect(() => record({ leaveType: 'MULTIPLE_DAY', expectedJoiningDate: '2026-03-11' })).toThrow('after the leave date');
    expect(() => record({ leaveType: 'MULTIPLE_DAY', expectedJoiningDate: '2027-03-13' })).toThrow('at most 366 days');
    const many = record({ leaveType: 'MULTIPLE_DAY', expectedJoiningDate: '2026-03-14' })[0]!.data as StaffLeaveFacts;
    expect(many).toMatchObject({ expectedJoiningDate: '2026-03-14' });
    expect(many.additionalLeaveInfo).toBeUndefined();
    expect(daysOf(many)).toBe(3);
  });

  it('counts days and half-day slots across a month end', () => {
    expect(daysOf(half)).toBe(0.5);
    expect(slotsOf(half)).toEqual(['2026-03-12:1']);
    expect(slotsOf({ ...half, additionalLeaveInfo: 'secondHalf' })).toEqual(['2026-03-12:2']);
    expect(slotsOf({ ...half, leaveType: 'FULL_DAY' })).toEqual(['2026-03-12:1', '2026-03-12:2']);
    const span = { ...half, leaveType: 'MULTIPLE_DAY' as const, leaveDate: '2026-02-27', expectedJoiningDate: '2026-03-02' };
    expect(daysOf(span)).toBe(4);
    expect(slotsOf(span).filter((s) => s.endsWith(':1'))).toEqual(['2026-02-27:1', '2026-02-28:1', '2026-03-01:1', '2026-03-02:1']);
    expect(() => checkLeave({ ...half, leaveDate: '2026-03-01' }, today)).toThrow('earlier than today');
  });

  it('does not record the same leave twice', () => {
    spec
      .given(recorded)
      .when({ type: 'RecordStaffLeave', data: { ...half, today } })
      .thenThrows('already exists');
  });

  it('edits a leave that has not started; the same facts again are not news', () => {
    const next = { ...half, leaveType: 'FULL_DAY' as const, additionalLeaveInfo: undefined };
    const { additionalLeaveInfo: _x, ...fullFacts } = next;
    spec
      .given(recorded)
      .when({ type: 'EditStaffLeave', data: { ...next, today } })
      .then([{ type: 'StaffLeaveEdited', data: fullFacts }]);
    spec
      .given(recorded)
      .when({ type: 'EditStaffLeave', data: { ...half, today } })
      .then([]);
  });

  it('refuses to edit a leave that started, one that was cancelled, or none', () => {
    expect(() =>
      d.decide({ type: 'EditStaffLeave', data: { ...half, leaveDate: '2026-03-20', today: '2026-03-13' } }, spec.given(recorded).state),
    ).toThrow('A leave that has already started cannot be edited.');
    const cancelled: StaffLeaveEvent = { type: 'StaffLeaveCancelled', data: { leaveId: 'l1', staffId: 's1' } };
    spec
      .given(recorded, cancelled)
      .when({ type: 'EditStaffLeave', data: { ...half, today } })
      .thenThrows('cancelled');
    spec
      .given()
      .when({ type: 'EditStaffLeave', data: { ...half, today } })
      .thenThrows('Leave not found.');
  });

  it('cancels with a reason, once, and not after the leave is over', () => {
    const cancel = (now: string, ...events: StaffLeaveEvent[]) =>
      d.decide({ type: 'CancelStaffLeave', data: { leaveId: 'l1', reason: 'Recovered', today: now } }, spec.given(...events).state);
    expect(cancel(today, recorded)).toEqual([{ type: 'StaffLeaveCancelled', data: { leaveId: 'l1', staffId: 's1', reason: 'Recovered' } }]);
    // On its day it may still be cancelled; the day after, it is history.
    expect(cancel('2026-03-12', recorded)).toHaveLength(1);
    expect(() => cancel('2026-03-13', recorded)).toThrow('A leave that is over cannot be cancelled.');
    const done = cancel(today, recorded)[0]!;
    expect(() => cancel(today, recorded, done)).toThrow('already cancelled');
    expect(() => cancel(today)).toThrow('Leave not found.');
  });
});
