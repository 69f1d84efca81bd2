import { useQuery } from '@tanstack/react-query';
import type { InventoryItem } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** GET inventory/:id (the stock form when editing). */
export const useStockItem = (id: string | undefined) =>
  useQuery({
    queryKey: inventoryKeys.item(id ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<InventoryItem>>(`inventory/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
