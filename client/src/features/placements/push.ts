import type { PushMap } from '@/lib/push';

// ---- placement notices (notices) ----
import { PLACEMENT_NOTICE_READ_MODELS, placementKeys } from './notices/api/placement-keys';
/** The notices' read models (notices, applications) refresh every placement-notice query. */
export const noticesPush: PushMap = Object.fromEntries(PLACEMENT_NOTICE_READ_MODELS.map((name) => [name, [placementKeys.all]])) as PushMap;
// ---- end placement notices ----
// ---- placement reports (reports) ----
/** The reports' read models and the queries they refresh. */
export const reportsPush: PushMap = {};
// ---- end placement reports ----
