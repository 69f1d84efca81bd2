import type { QueryClient } from '@tanstack/react-query';
import { isReadModel } from '@school/contracts';
import { invalidateUnlessPushed } from '@/lib/push';
import { DASHBOARD_KEY, INVENTORY_READ_MODELS, inventoryKeys } from './inventory-keys';

/**
 * After a write: refresh the inventory's queries and the admin dashboard, unless the server's change signal for the
 * inventory read models will (only the names the server signals count; the others are refreshed here).
 */
export function refreshInventory(qc: QueryClient): void {
  invalidateUnlessPushed(qc, (INVENTORY_READ_MODELS as readonly string[]).filter(isReadModel), [inventoryKeys.all, DASHBOARD_KEY]);
}
