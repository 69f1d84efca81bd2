import type { PushMap } from '@/lib/push';
// ---- placement reports (reports) ----
import { DASHBOARD_KEY, placementReportKeys } from './reports/api/reports-keys';
// ---- end placement reports ----

// ---- placement notices (notices) ----
import { PLACEMENT_NOTICE_READ_MODELS, placementKeys } from './notices/api/placement-keys';
/** The notices' read models (notices, applications) refresh every placement-notice query. */
export const noticesPush: PushMap = Object.fromEntries(PLACEMENT_NOTICE_READ_MODELS.map((name) => [name, [placementKeys.all]])) as PushMap;
// ---- end placement notices ----
// ---- placement reports (reports) ----
/** Placed students (`placement_report`) refresh every placement-report query and the admin dashboard (its Placements card). */
export const reportsPush: PushMap = { placement_report: [placementReportKeys.all, DASHBOARD_KEY] };
// ---- end placement reports ----
