import type { QueryClient } from '@tanstack/react-query';
import { isReadModel } from '@school/contracts';
import { invalidateUnlessPushed } from '@/lib/push';
import { DASHBOARD_KEY, FLEET_WRITTEN_MODELS, transportKeys } from './transport-keys';

/**
 * After a fleet write: refresh the transport queries and the admin dashboard, unless the server's change signals for
 * the fleet's read models will (only the names the server signals count; the others are refreshed here).
 */
export function refreshTransport(qc: QueryClient): void {
  invalidateUnlessPushed(qc, (FLEET_WRITTEN_MODELS as readonly string[]).filter(isReadModel), [transportKeys.all, DASHBOARD_KEY]);
}
