import { useQuery } from '@tanstack/react-query';
import type { LeaveRow } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { leaveKeys } from './leave-keys';

/** GET staff/leave/:id: one leave, for Leave More Information. */
export const useLeave = (id: string | null) =>
  useQuery({
    queryKey: leaveKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<LeaveRow>>(`staff/leave/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
