import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshInventory } from './refresh';

/** DELETE inventory/delete/:id ('Stock deleted successfully'; refused while supplies of it are in progress). */
export function useDeleteStock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<InventoryItem>>(`inventory/delete/${encodeURIComponent(id)}`),
    onSuccess: () => refreshInventory(qc),
  });
}

/** GET inventory/history/:id: the item's every movement (the History drawer). */
export const stockHistoryUrl = (id: string) => `inventory/history/${encodeURIComponent(id)}`;
