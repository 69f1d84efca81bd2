import { describe, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { BatchEvent } from '@school/contracts';
import { batchDecider as d, LOCKED } from './batch-decider.js';

const spec = deciderSpec(d);
const fields = { description: 'Morning', maximumStudent: 60, headOfDepartment: 't1', iconFileId: 'f1' };
const created: BatchEvent = { type: 'BatchCreated', data: { batchId: 'b1', sessionId: 's1', courseId: 'c1', branchId: 'br1', ...fields } };

describe('batch decider', () => {
  it('creates once', () => {
    const { type: _t, data } = created;
    spec
      .given()
      .when({ type: 'CreateBatch', data: data as never })
      .then([created]);
    spec
      .given(created)
      .when({ type: 'CreateBatch', data: data as never })
      .thenThrows('already exists');
  });
  it('keeps session, course and branch locked on edit; the same values or none are fine', () => {
    spec
      .given(created)
      .when({ type: 'UpdateBatch', data: { batchId: 'b1', courseId: 'c2', ...fields } })
      .thenThrows(LOCKED);
    spec
      .given(created)
      .when({ type: 'UpdateBatch', data: { batchId: 'b1', sessionId: 's2', ...fields } })
      .thenThrows(LOCKED);
    spec
      .given(created)
      .when({ type: 'UpdateBatch', data: { batchId: 'b1', branchId: 'br2', ...fields } })
      .thenThrows(LOCKED);
    spec
      .given(created)
      .when({ type: 'UpdateBatch', data: { batchId: 'b1', sessionId: 's1', courseId: 'c1', branchId: 'br1', ...fields } })
      .then([]);
    spec
      .given(created)
      .when({ type: 'UpdateBatch', data: { batchId: 'b1', ...fields, maximumStudent: 40, iconFileId: null } })
      .then([{ type: 'BatchUpdated', data: { batchId: 'b1', ...fields, maximumStudent: 40, iconFileId: 'f1' } }]);
  });
  it('completes once, and refuses anything on a deleted batch', () => {
    const completed: BatchEvent = { type: 'BatchCompleted', data: { batchId: 'b1' } };
    spec
      .given(created)
      .when({ type: 'CompleteBatch', data: { batchId: 'b1' } })
      .then([completed]);
    spec
      .given(created, completed)
      .when({ type: 'CompleteBatch', data: { batchId: 'b1' } })
      .then([]);
    const deleted: BatchEvent = { type: 'BatchDeleted', data: { batchId: 'b1' } };
    spec
      .given(created, deleted)
      .when({ type: 'DeleteBatch', data: { batchId: 'b1' } })
      .thenThrows('Batch not found.');
    spec
      .given()
      .when({ type: 'CompleteBatch', data: { batchId: 'b1' } })
      .thenThrows('Batch not found.');
  });
});

describe('Assign Teacher agrees with the timetable (docs/decisions/0016)', () => {
  const assigned: BatchEvent = { type: 'BatchTeacherAssigned', data: { batchId: 'b1', subjectId: 'sub1', teacherId: 't1' } };
  const assign = (teacherId: string, scheduled: { teacherId: string; teacherName: string }[]) => ({
    type: 'AssignTeacher' as const,
    data: { batchId: 'b1', subjectId: 'sub1', teacherId },
    scheduled,
    subjectTitle: 'Physics',
  });
  it('assigns, and changes the teacher while no slot of the subject names the old one', () => {
    spec.given(created).when(assign('t1', [])).then([assigned]);
    spec
      .given(created, assigned)
      .when(assign('t2', []))
      .then([{ type: 'BatchTeacherAssigned', data: { batchId: 'b1', subjectId: 'sub1', teacherId: 't2' } }]);
    spec
      .given(created, assigned)
      .when(assign('t1', [{ teacherId: 't1', teacherName: 'Nina' }]))
      .then([]);
  });
  it('refuses another teacher while the timetable has classes of the subject with someone else', () => {
    spec
      .given(created, assigned)
      .when(assign('t2', [{ teacherId: 't1', teacherName: 'Nina' }]))
      .thenThrows({
        message: "Physics has classes with Nina in this batch's timetable: delete those slots first, then assign another teacher.",
        status: 409,
      });
  });
});
