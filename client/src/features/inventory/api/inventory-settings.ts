import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventorySettingsBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';
import { refreshInventory } from './refresh';

/** GET inventory/settings: the low-stock threshold (0: no alert). */
export const useInventorySettings = () =>
  useQuery({
    queryKey: inventoryKeys.settings(),
    queryFn: ({ signal }) => api.get<Envelope<InventorySettingsBody>>('inventory/settings', { signal }),
  });

/** PUT inventory/settings { lowStockThreshold }: the items' low flags follow. */
export function useSaveInventorySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InventorySettingsBody) => api.put<Envelope<InventorySettingsBody>>('inventory/settings', body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: inventoryKeys.settings() });
      refreshInventory(qc);
    },
  });
}
