import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { ServerModule } from '../types.js';
import { inventoryDashboardRoutes } from './dashboard.js';
import { inventoryExportRoutes } from './export.js';
import { inventoryHistoryRoutes } from './history.js';
import { inventoryItemRoutes } from './items.js';
import { inventorySupplyRoutes } from './supplies.js';

/** Inventory (issue 17 §5–§7): items, stock movements, supplies and their status, the inventory dashboard. */
async function inventoryRoutes(app: TypedApp, rt: Runtime) {
  inventoryItemRoutes(app, rt);
  inventorySupplyRoutes(app, rt);
  inventoryHistoryRoutes(app, rt);
  inventoryDashboardRoutes(app, rt);
  inventoryExportRoutes(app, rt);
}

export const inventoryModule: ServerModule = { name: 'inventory', routes: inventoryRoutes };
export { itemsInStock } from './queries.js';
export { addItem } from './items.js';
export { inventoryItemDecider, inventoryItemStream } from './decider.js';
export { liveCategory, lowStockRule, TITLE_SCOPE as INVENTORY_TITLE_SCOPE } from './shared.js';
export { importInventoryRows, INVENTORY_REQUIRED } from './bulk.js';
