import { describe, expect, it } from 'vitest';
import type { BatchEvent } from '@school/contracts';
import { batchDecider as d, LOCKED } from './batch-decider.js';

const given = (...events: BatchEvent[]) => events.reduce(d.evolve, d.initialState());
const fields = { description: 'Morning', maximumStudent: 60, headOfDepartment: 't1', iconFileId: 'f1' };
const created: BatchEvent = { type: 'BatchCreated', data: { batchId: 'b1', sessionId: 's1', courseId: 'c1', branchId: 'br1', ...fields } };

describe('batch decider', () => {
  it('creates once', () => {
    const { type: _t, data } = created;
    expect(d.decide({ type: 'CreateBatch', data: data as never }, given())).toEqual([created]);
    expect(() => d.decide({ type: 'CreateBatch', data: data as never }, given(created))).toThrow('already exists');
  });
  it('keeps session, course and branch locked on edit; the same values or none are fine', () => {
    expect(() => d.decide({ type: 'UpdateBatch', data: { batchId: 'b1', courseId: 'c2', ...fields } }, given(created))).toThrow(LOCKED);
    expect(() => d.decide({ type: 'UpdateBatch', data: { batchId: 'b1', sessionId: 's2', ...fields } }, given(created))).toThrow(LOCKED);
    expect(() => d.decide({ type: 'UpdateBatch', data: { batchId: 'b1', branchId: 'br2', ...fields } }, given(created))).toThrow(LOCKED);
    expect(d.decide({ type: 'UpdateBatch', data: { batchId: 'b1', sessionId: 's1', courseId: 'c1', branchId: 'br1', ...fields } }, given(created))).toEqual([]);
    expect(d.decide({ type: 'UpdateBatch', data: { batchId: 'b1', ...fields, maximumStudent: 40, iconFileId: null } }, given(created))).toEqual([
      { type: 'BatchUpdated', data: { batchId: 'b1', ...fields, maximumStudent: 40, iconFileId: 'f1' } },
    ]);
  });
  it('completes once, and refuses anything on a deleted batch', () => {
    const completed: BatchEvent = { type: 'BatchCompleted', data: { batchId: 'b1' } };
    expect(d.decide({ type: 'CompleteBatch', data: { batchId: 'b1' } }, given(created))).toEqual([completed]);
    expect(d.decide({ type: 'CompleteBatch', data: { batchId: 'b1' } }, given(created, completed))).toEqual([]);
    const deleted: BatchEvent = { type: 'BatchDeleted', data: { batchId: 'b1' } };
    expect(() => d.decide({ type: 'DeleteBatch', data: { batchId: 'b1' } }, given(created, deleted))).toThrow('Batch not found.');
    expect(() => d.decide({ type: 'CompleteBatch', data: { batchId: 'b1' } }, given())).toThrow('Batch not found.');
  });
});
