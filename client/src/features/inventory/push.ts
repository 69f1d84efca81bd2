import type { PushMap } from '@/lib/push';
import { DASHBOARD_KEY, INVENTORY_READ_MODELS, inventoryKeys } from './api/inventory-keys';

/**
 * The store: items and their movements (`inventory_item`; the inventory dashboard counts them) and supplies
 * (`inventory_supply`) refresh every inventory query and the admin dashboard (its Total Stocks card). Categories refresh
 * the pickers and filters. A name only counts once the server signals it (contracts READ_MODELS).
 */
export const inventoryPush: PushMap = Object.fromEntries(
  [...INVENTORY_READ_MODELS, 'inventory_category'].map((name) => [
    name,
    name === 'inventory_category' ? [inventoryKeys.all] : [inventoryKeys.all, DASHBOARD_KEY],
  ]),
) as PushMap;
