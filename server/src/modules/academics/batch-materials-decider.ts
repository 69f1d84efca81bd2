import type { BatchMaterialAdded, BatchMaterialEvent } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { conflict, notFound } from '../../platform/errors.js';

export interface MaterialState {
  exists: boolean;
  deleted: boolean;
  batchId: string;
}
export type MaterialCommand =
  | { type: 'AddMaterial'; data: BatchMaterialAdded['data'] }
  | { type: 'DeleteMaterial'; data: { materialId: string } };

export const materialStream = (id: string) => `batch_material-${id}`;
export const MATERIAL_MISSING = 'Material not found.';

/** A material shared with a batch: added once, deleted once. */
export const materialDecider: Decider<MaterialState, MaterialCommand, BatchMaterialEvent> = {
  initialState: () => ({ exists: false, deleted: false, batchId: '' }),
  evolve(state, e) {
    if (e.type === 'BatchMaterialAdded') return { ...state, exists: true, batchId: e.data.batchId };
    if (e.type === 'BatchMaterialDeleted') return { ...state, deleted: true };
    return state;
  },
  decide(command, state) {
    if (command.type === 'AddMaterial') {
      if (state.exists) throw conflict('This material already exists.');
      return [{ type: 'BatchMaterialAdded', data: command.data }];
    }
    if (!state.exists || state.deleted) throw notFound(MATERIAL_MISSING);
    return [{ type: 'BatchMaterialDeleted', data: { materialId: command.data.materialId, batchId: state.batchId } }];
  },
};
