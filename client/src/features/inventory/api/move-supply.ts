import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Supply, SupplyCancelBody, SupplyStatusBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshInventory } from './refresh';

/** PUT inventory/supply/status/:supplyId { orderStatus, remark } ('Supply status updated'): the office moves a supply on. */
export function useMoveSupply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SupplyStatusBody }) =>
      api.put<Envelope<Supply>>(`inventory/supply/status/${encodeURIComponent(id)}`, body),
    onSuccess: () => refreshInventory(qc),
  });
}

/** PUT inventory/supply/cancel/:supplyId { reason } ('Supply cancelled'): the office, or the requester while ORDER_REQUEST. */
export function useCancelSupply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SupplyCancelBody }) =>
      api.put<Envelope<Supply>>(`inventory/supply/cancel/${encodeURIComponent(id)}`, body),
    onSuccess: () => refreshInventory(qc),
  });
}
