import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Supply, SupplyBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshInventory } from './refresh';

/**
 * POST inventory/supply/create: the office's supply is DELIVERED at once ('Stock supplied successfully'); a STAFF or
 * TEACHER without the module requests for themselves ('Supply request sent').
 */
export function useCreateSupply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplyBody) => api.post<Envelope<Supply>>('inventory/supply/create', body),
    onSuccess: () => refreshInventory(qc),
  });
}
