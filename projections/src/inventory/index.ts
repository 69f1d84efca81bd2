import type { Projection } from '../types.js';
import { inventoryItemsProjection } from './items.js';
import { inventorySuppliesProjection } from './supplies.js';

export { inventoryItemsProjection, inventorySuppliesProjection };
export const inventoryProjections: readonly Projection[] = [inventoryItemsProjection, inventorySuppliesProjection];
