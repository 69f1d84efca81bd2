import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { ServerModule } from '../types.js';

/** Inventory (issue 17 §5–§7): items, stock movements, supplies and their status, the inventory dashboard. */
async function inventoryRoutes(_app: TypedApp, _rt: Runtime) {}

export const inventoryModule: ServerModule = { name: 'inventory', routes: inventoryRoutes };
