import { describe, expect, it } from 'vitest';
import type { BatchMaterialEvent } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { MATERIAL_MISSING, materialDecider, materialStream } from './batch-materials-decider.js';

const spec = deciderSpec(materialDecider);
const material = {
  materialId: 'm1',
  batchId: 'b1',
  title: 'Week 1',
  description: 'Notes',
  fileId: 'f1',
  fileName: 'w1.pdf',
  contentType: 'application/pdf',
  size: 1024,
  createdByName: 'T. Teacher',
};
const added: BatchMaterialEvent = { type: 'BatchMaterialAdded', data: material };
const deleted: BatchMaterialEvent = { type: 'BatchMaterialDeleted', data: { materialId: 'm1', batchId: 'b1' } };
const deleteIt = { type: 'DeleteMaterial' as const, data: { materialId: 'm1' } };

describe('batch material decider', () => {
  it('adds a material once', () => {
    spec.given().when({ type: 'AddMaterial', data: material }).then([added]);
    spec.given(added).when({ type: 'AddMaterial', data: material }).thenThrows({ message: 'This material already exists.', status: 409 });
  });

  it('deletes once, naming the batch it was shared with', () => {
    spec.given(added).when(deleteIt).then([deleted]);
    spec.given(added, deleted).when(deleteIt).thenThrows({ message: MATERIAL_MISSING, status: 404 });
    spec.given().when(deleteIt).thenThrows({ message: MATERIAL_MISSING, status: 404 });
  });

  it('ignores events it does not know, and names one stream per material', () => {
    const state = spec.given(added).state;
    expect(materialDecider.evolve(state, { type: 'Other', data: {} } as never)).toBe(state);
    expect(materialStream('m1')).toBe('batch_material-m1');
  });
});
