import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshInventory } from './refresh';
import { stockFormData, type StockInput } from './stock-form-data';

/** POST inventory/create ('Stock added successfully') or PUT inventory/update/:id ('Stock updated successfully'), multipart. */
export function useSaveStock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: StockInput }) =>
      id
        ? api.put<Envelope<InventoryItem>>(`inventory/update/${encodeURIComponent(id)}`, stockFormData(input))
        : api.post<Envelope<InventoryItem>>('inventory/create', stockFormData(input)),
    onSuccess: () => refreshInventory(qc),
  });
}
