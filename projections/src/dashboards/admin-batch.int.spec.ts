import { describe, expect, it } from 'vitest';
import { batchSpec, eventMaker } from '../testing/batch-spec.js';
import { numeric2 } from './admin-batch.js';
import { dashboardAdminProjection } from './admin.js';

const spec = batchSpec(dashboardAdminProjection);

/** Every kind of event the admin dashboard counts, with facts that move, come back and go (two institutes). */
function history() {
  const ev = eventMaker();
  const other = { instituteId: 'i2' };
  return [
    ev('DepartmentCreated', { departmentId: 'd1', title: 'Physics', description: '' }),
    ev('DepartmentCreated', { departmentId: 'd2', title: 'Maths', description: '' }),
    ev('DepartmentDeleted', { departmentId: 'd2' }),
    ev('UserRegistered', { userId: 's1', email: 's1@x', displayName: 'S1', role: 'STUDENT', institutes: ['i1'] }),
    ev('UserProfileUpdated', { userId: 's1', profile: { gender: 'FEMALE' } }),
    ev('UserRegistered', { userId: 's2', email: 's2@x', displayName: 'S2', role: 'STUDENT', institutes: ['i2'] }, undefined, other),
    ev('UserRegistered', { userId: 't1', email: 't1@x', displayName: 'T1', role: 'TEACHER', institutes: ['i1'] }),
    ev('UserInstituteAssigned', { userId: 't1', instituteId: 'i2' }),
    ev('UserBlocked', { userId: 't1' }),
    ev('UserInstituteRemoved', { userId: 't1', instituteId: 'i1' }),
    ev('UserUnblocked', { userId: 't1' }),
    ev('UserProfileUpdated', { userId: 's1', profile: { gender: 'MALE' } }),
    ev('FinanceEntryRecorded', { entryId: 'f1', title: 'Gift', financeType: 'CREDIT', amount: 500.25 }),
    ev('FinanceEntryRecorded', { entryId: 'f2', title: 'Chalk', financeType: 'DEBIT', amount: 75 }),
    ev('FinanceEntryRecorded', { entryId: 'f3', title: 'Odd', financeType: 'CREDIT', amount: 100.005 }),
    ev('FinanceEntryDeleted', { entryId: 'f2' }),
    ev('FinanceEntryDeleted', { entryId: 'f3' }),
    ev('StudentFeePaid', { chargeId: 'c1', paymentId: 'p1', studentId: 's1', feeTitle: 'Exam', amount: 400, paymentMode: 'CASH' }),
    ev('StudentFeePaid', { chargeId: 'c1', paymentId: 'p2', studentId: 's1', feeTitle: 'Exam', amount: 100, provider: 'sandbox' }),
    ev('StudentFeePaymentReversed', { chargeId: 'c1', paymentId: 'p1', studentId: 's1', amount: 400, reason: 'wrong' }),
    ev('StudentFeePaymentReversed', { chargeId: 'c1', paymentId: 'p2', studentId: 's1', amount: 100, reason: 'test' }),
    ev('StaffAttendanceMarked', { userId: 't1', date: '2026-03-10', status: 'ABSENT' }),
    ev('StaffAttendanceChanged', { userId: 't1', date: '2026-03-10', status: 'PRESENT' }),
    ev('StaffAttendanceMarked', { userId: 't1', date: '2026-03-11', status: 'ABSENT' }),
    ev('StaffLeaveRecorded', {
      leaveId: 'l1',
      staffId: 't1',
      leaveCode: 'SICK_LEAVE',
      leaveType: 'MULTIPLE_DAY',
      leaveDate: '2026-03-10',
      expectedJoiningDate: '2026-03-12',
      reason: 'ill',
    }),
    ev('StaffLeaveCancelled', { leaveId: 'l1', staffId: 't1' }),
    ev('StaffLeaveRecorded', {
      leaveId: 'l2',
      staffId: 't1',
      leaveCode: 'SICK_LEAVE',
      leaveType: 'MULTIPLE_DAY',
      leaveDate: '2026-03-20',
      expectedJoiningDate: '2026-03-22',
      reason: 'ill',
    }),
    ev('StaffLeaveEdited', {
      leaveId: 'l2',
      staffId: 't1',
      leaveCode: 'SICK_LEAVE',
      leaveType: 'MULTIPLE_DAY',
      leaveDate: '2026-03-21',
      expectedJoiningDate: '2026-03-24',
      reason: 'ill',
    }),
    ev('UserDeleted', { userId: 's1' }),
    ev('UserDeleted', { userId: 's2' }, undefined, other),
    ev('DepartmentCreated', { departmentId: 'd2', title: 'Maths again', description: '' }),
    ev('UserBlocked', { userId: 'nobody' }),
  ];
}

describe('dashboard_admin applyBatch', { timeout: 180_000 }, () => {
  it('leaves the facts, buckets, users and absences apply leaves, whole or from any point of the history', async () => {
    const events = history();
    const r = await spec.compare(events);
    expect(r.fellBack).toBe(false);
    expect(r.rows.dashboard_admin_total!.length).toBeGreaterThan(3);
    for (const split of [4, 13, 20, 27, 29]) expect((await spec.compare(events, split)).fellBack, `split ${split}`).toBe(false);
  });

  it('redoes a batch event by event when a day does not exist, skipping that event alone', async () => {
    const ev = eventMaker();
    const r = await spec.compare([
      ev('StaffAttendanceMarked', { userId: 't1', date: '2026-03-10', status: 'ABSENT' }),
      ev('StaffAttendanceMarked', { userId: 't1', date: '2026-02-30', status: 'ABSENT' }),
      ev('DepartmentCreated', { departmentId: 'd1', title: 'Physics', description: '' }),
    ]);
    expect(r.fellBack).toBe(true);
    expect(r.rows.dashboard_admin_absence).toHaveLength(1);
  });

  it('rounds amounts to cents as numeric(16,2) does', () => {
    expect([100.005, -100.005, 0.1 + 0.2, 7, -0.001, 12.345, 99.994].map(numeric2)).toEqual([
      '100.01',
      '-100.01',
      '0.30',
      '7.00',
      '0.00',
      '12.35',
      '99.99',
    ]);
    expect(() => numeric2(Number.NaN)).toThrow();
    expect(() => numeric2(1e21)).toThrow();
  });
});
