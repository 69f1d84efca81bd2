import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementRecord } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshPlacementReports } from './refresh';

/** PUT placement-report/withdraw/:id with a reason: 'Placement record withdrawn'. */
export function useWithdrawPlacement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.put<Envelope<PlacementRecord>>(`placement-report/withdraw/${encodeURIComponent(id)}`, { reason }),
    onSuccess: () => refreshPlacementReports(qc),
  });
}
