import { useQuery } from '@tanstack/react-query';
import type { InventoryStat, TopProduct } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** GET dashboard/admin/inventory-stat: units delivered in all and today, items out of stock, units in stock. */
export const useInventoryStat = () =>
  useQuery({
    queryKey: inventoryKeys.stat(),
    queryFn: ({ signal }) => api.get<Envelope<InventoryStat>>('dashboard/admin/inventory-stat', { signal }).then((r) => r.data),
  });

/** GET dashboard/admin/inventory-top-product: the 4 items with the most units delivered. */
export const useTopProducts = () =>
  useQuery({
    queryKey: inventoryKeys.topProducts(),
    queryFn: ({ signal }) => api.get<Envelope<TopProduct[]>>('dashboard/admin/inventory-top-product', { signal }).then((r) => r.data),
  });
