import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementRecord, PlacementReportBody } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshPlacementReports } from './refresh';

/** POST placement-report/create (multipart; the year sent as a date): 'Placement report added successfully'. */
export function useCreatePlacementReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlacementReportBody) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(body)) fd.append(k, v.trim());
      return api.post<Envelope<PlacementRecord>>('placement-report/create', fd);
    },
    onSuccess: () => refreshPlacementReports(qc),
  });
}
