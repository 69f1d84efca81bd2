import type { QueryClient } from '@tanstack/react-query';
import { isReadModel } from '@school/contracts';
import { invalidateUnlessPushed } from '@/lib/push';
import { RIDERS_READ_MODELS, TRANSPORT_KEY } from './riders-keys';

/** After a write: refresh the transport queries (riders and the fleet's counts), unless the server's signal will. */
export function refreshRiders(qc: QueryClient): void {
  invalidateUnlessPushed(qc, (RIDERS_READ_MODELS as readonly string[]).filter(isReadModel), [TRANSPORT_KEY]);
}
