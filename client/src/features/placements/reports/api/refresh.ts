import type { QueryClient } from '@tanstack/react-query';
import { isReadModel } from '@school/contracts';
import { invalidateUnlessPushed } from '@/lib/push';
import { DASHBOARD_KEY, PLACEMENT_REPORT_READ_MODELS, placementReportKeys } from './reports-keys';

/** After a write: refresh the placement reports and the admin dashboard, unless the server's change signal will. */
export function refreshPlacementReports(qc: QueryClient): void {
  invalidateUnlessPushed(qc, (PLACEMENT_REPORT_READ_MODELS as readonly string[]).filter(isReadModel), [
    placementReportKeys.all,
    DASHBOARD_KEY,
  ]);
}
