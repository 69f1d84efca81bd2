import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignRiderBody, Rider } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshRiders } from './refresh';

/** POST transport/rider/assign ('Student assigned successfully', or moved when they rode elsewhere). */
export function useAssignRider() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignRiderBody) => api.post<Envelope<Rider>>('transport/rider/assign', body),
    onSuccess: () => refreshRiders(qc),
  });
}
