import type { QueryClient } from '@tanstack/react-query';
import { isReadModel } from '@school/contracts';
import { invalidateUnlessPushed } from '@/lib/push';
import { PLACEMENT_NOTICE_READ_MODELS, placementKeys } from './placement-keys';

/** After a write: refresh the notices' queries unless the server's change signal for their read models will. */
export function refreshPlacementNotices(qc: QueryClient): void {
  invalidateUnlessPushed(qc, (PLACEMENT_NOTICE_READ_MODELS as readonly string[]).filter(isReadModel), [placementKeys.all]);
}
