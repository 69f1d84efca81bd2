import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { StaffLeaveEvent, StaffLeaveFacts } from '@school/contracts';
import { staffLeaveDecider as d } from './decider.js';

const spec = deciderSpec(d);
const today = '2026-03-10';
const full: StaffLeaveFacts = {
  leaveId: 'l1',
  staffId: 't1',
  leaveCode: 'CASUAL_LEAVE',
  leaveType: 'FULL_DAY',
  leaveDate: '2026-03-12',
  reason: 'Family function',
};
const applied: StaffLeaveEvent = { type: 'StaffLeaveApplied', data: full };
const approved: StaffLeaveEvent = { type: 'StaffLeaveApproved', data: full };
const rejected: StaffLeaveEvent = {
  type: 'StaffLeaveRejected',
  data: { leaveId: 'l1', staffId: 't1', leaveCode: 'CASUAL_LEAVE', leaveDate: '2026-03-12', reason: 'Exams week' },
};
const withdrawn: StaffLeaveEvent = { type: 'StaffLeaveCancelled', data: { leaveId: 'l1', staffId: 't1' } };
const approve = { type: 'ApproveLeave' as const, data: { leaveId: 'l1', approverId: 'a1' } };
const reject = { type: 'RejectLeave' as const, data: { leaveId: 'l1', approverId: 'a1', reason: ' Exams week ' } };

describe('leave applications (staff leave decider)', () => {
  it('an employee applies with the same rules as the office: pending, not before today', () => {
    spec
      .given()
      .when({ type: 'ApplyForLeave', data: { ...full, today } })
      .then([applied]);
    spec
      .given()
      .when({ type: 'ApplyForLeave', data: { ...full, leaveDate: '2026-03-01', today } })
      .thenThrows({ message: 'Leave date cannot be earlier than today.', status: 400 });
    spec
      .given()
      .when({ type: 'ApplyForLeave', data: { ...full, leaveType: 'HALF_DAY', today } })
      .thenThrows({ message: 'Please choose first or second half.', status: 400 });
    spec
      .given(applied)
      .when({ type: 'ApplyForLeave', data: { ...full, today } })
      .thenThrows({ status: 409 });
    expect(spec.given(applied).state).toMatchObject({ approval: 'PENDING', applied: true, decision: null });
    expect(spec.given({ type: 'StaffLeaveRecorded', data: full }).state).toMatchObject({ approval: 'APPROVED', applied: false });
  });

  it('an approver approves a pending application, with its facts and an optional note', () => {
    spec.given(applied).when(approve).then([approved]);
    spec
      .given(applied)
      .when({ ...approve, data: { ...approve.data, note: ' Enjoy ' } })
      .then([{ type: 'StaffLeaveApproved', data: { ...full, note: 'Enjoy' } }]);
    expect(spec.given(applied, approved).state.approval).toBe('APPROVED');
  });

  it('rejects with a reason, which is required', () => {
    spec.given(applied).when(reject).then([rejected]);
    spec
      .given(applied)
      .when({ ...reject, data: { ...reject.data, reason: '  ' } })
      .thenThrows({ message: 'Reason is required.', status: 400 });
    expect(spec.given(applied, rejected).state).toMatchObject({ approval: 'REJECTED' });
  });

  it('decides once: 409 on a decided, cancelled or recorded leave; 404 on none', () => {
    spec.given(applied, approved).when(reject).thenThrows({ message: 'already approved', status: 409 });
    spec.given(applied, rejected).when(approve).thenThrows({ message: 'already rejected', status: 409 });
    spec.given(applied, withdrawn).when(approve).thenThrows({ message: 'cancelled', status: 409 });
    spec.given({ type: 'StaffLeaveRecorded', data: full }).when(approve).thenThrows({ status: 409 });
    spec.given().when(approve).thenThrows({ status: 404 });
  });

  it('nobody decides their own leave, whatever their role', () => {
    spec
      .given(applied)
      .when({ ...approve, data: { ...approve.data, approverId: 't1' } })
      .thenThrows({ message: 'Nobody approves or rejects their own leave.', status: 403 });
    spec
      .given(applied)
      .when({ ...reject, data: { ...reject.data, approverId: 't1' } })
      .thenThrows({ status: 403 });
  });

  it('the applicant withdraws while pending; not someone else, not once decided', () => {
    const withdraw = { type: 'WithdrawLeave' as const, data: { leaveId: 'l1', applicantId: 't1', reason: ' Plans changed ' } };
    spec
      .given(applied)
      .when(withdraw)
      .then([{ type: 'StaffLeaveCancelled', data: { leaveId: 'l1', staffId: 't1', reason: 'Plans changed' } }]);
    spec
      .given(applied)
      .when({ ...withdraw, data: { ...withdraw.data, applicantId: 't2' } })
      .thenThrows({ status: 404 });
    spec.given(applied, approved).when(withdraw).thenThrows({ message: 'Only a pending application', status: 409 });
    spec.given(applied, withdrawn).when(withdraw).thenThrows({ message: 'already cancelled', status: 409 });
  });

  it('the office neither edits nor cancels a pending or rejected application; an approved one as any leave', () => {
    spec
      .given(applied)
      .when({ type: 'EditStaffLeave', data: { ...full, reason: 'x', today } })
      .thenThrows({ message: 'approved or rejected, not edited', status: 409 });
    spec
      .given(applied)
      .when({ type: 'CancelStaffLeave', data: { leaveId: 'l1', today } })
      .thenThrows({ message: 'approved or rejected, not cancelled', status: 409 });
    spec
      .given(applied, rejected)
      .when({ type: 'CancelStaffLeave', data: { leaveId: 'l1', today } })
      .thenThrows({ message: 'rejected', status: 409 });
    spec
      .given(applied, approved)
      .when({ type: 'CancelStaffLeave', data: { leaveId: 'l1', today } })
      .then([withdrawn]);
  });
});
