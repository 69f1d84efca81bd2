import type { PushMap } from '@/lib/push';
// ---- placement reports (reports) ----
import { DASHBOARD_KEY, placementReportKeys } from './reports/api/reports-keys';
// ---- end placement reports ----

// ---- placement notices (notices) ----
/** The notices' read models and the queries they refresh. */
export const noticesPush: PushMap = {};
// ---- end placement notices ----
// ---- placement reports (reports) ----
/** Placed students (`placement_report`) refresh every placement-report query and the admin dashboard (its Placements card). */
export const reportsPush: PushMap = { placement_report: [placementReportKeys.all, DASHBOARD_KEY] };
// ---- end placement reports ----
